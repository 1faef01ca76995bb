import Domain
import Testing

@testable import Presentation

struct SearchCommandTests {
    @Test func findsCountriesWhateverTheCaseAndAccents() async {
        let run = await CommandLineRun.of(["search", "COTE"])

        #expect(
            run
                == CommandLineRun(
                    exitCode: 0, stdout: "Côte d'Ivoire (CI) — capital Yamoussoukro\n", stderr: ""))
    }

    @Test func plainUsesAnASCIIDashAndSaysWhenThereIsNoCapital() async {
        let run = await CommandLineRun.of(["search", "an", "--format", "plain"])

        #expect(
            run
                == CommandLineRun(
                    exitCode: 0,
                    stdout: "Japan (JP) - capital Tokyo\nAntarctica (AQ) - no capital\n",
                    stderr: ""))
    }

    @Test func jsonListsEveryField() async {
        let run = await CommandLineRun.of(["search", "AQ", "--format", "json"])

        #expect(
            run
                == CommandLineRun(
                    exitCode: 0,
                    stdout: """
                        [
                          {
                            "alpha2" : "AQ",
                            "alpha3" : "ATA",
                            "capital" : null,
                            "latitude" : null,
                            "longitude" : null,
                            "name" : "Antarctica",
                            "timeZone" : null
                          }
                        ]

                        """, stderr: ""))
    }

    @Test func noMatchExits66WithASentence() async {
        let table = await CommandLineRun.of(["search", "Narnia"])
        let json = await CommandLineRun.of(["search", "Narnia", "--format", "json"])
        let message =
            "wxapp: No country matches \"Narnia\". Try part of its name or its ISO code, such as \"Japan\" or \"JP\".\n"

        #expect(table == CommandLineRun(exitCode: 66, stdout: "", stderr: message))
        #expect(json == CommandLineRun(exitCode: 66, stdout: "[]\n", stderr: message))
    }

    @Test func aOneLetterQueryIsAUsageError() async {
        let run = await CommandLineRun.of(["search", "j"])

        #expect(
            run
                == CommandLineRun(
                    exitCode: 64, stdout: "",
                    stderr: "wxapp: The search \"j\" is too short; type at least 2 characters.\n"
                ))
    }
}
