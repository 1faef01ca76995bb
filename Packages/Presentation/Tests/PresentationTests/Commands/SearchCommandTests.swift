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
                            "kind" : "country",
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
            "wxapp: No country or city matches \"Narnia\". Try the start of its name or an ISO code, "
            + "such as \"Japan\", \"Osaka\" or \"JP\".\n"

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

    @Test func citiesFollowCountriesBiggestFirst() async {
        let table = await CommandLineRun.of(["search", "osa"])
        let plain = await CommandLineRun.of(["search", "SPRINGFIELD", "--format", "plain"])

        #expect(
            table
                == CommandLineRun(
                    exitCode: 0,
                    stdout: "Osaka, JP — city of 2,753,862 people\nOsasco, BR — city of 699,944 people\n",
                    stderr: ""))
        #expect(
            plain
                == CommandLineRun(
                    exitCode: 0, stdout: "Springfield, Illinois, US - city of 114,394 people\n", stderr: ""))
    }

    @Test func theLimitCapsTheCitiesOnly() async {
        let one = await CommandLineRun.of(["search", "osa", "--limit", "1"])
        let none = await CommandLineRun.of(["search", "japan", "--limit", "0"])
        let bad = await CommandLineRun.of(["search", "osa", "--limit", "5000"])

        #expect(
            one == CommandLineRun(exitCode: 0, stdout: "Osaka, JP — city of 2,753,862 people\n", stderr: ""))
        #expect(none == CommandLineRun(exitCode: 0, stdout: "Japan (JP) — capital Tokyo\n", stderr: ""))
        #expect(bad.exitCode == 64)
        #expect(bad.stderr.contains("--limit must be a number from 0 to 1000."), "\(bad)")
    }

    @Test func jsonListsCitiesWithEveryField() async {
        let run = await CommandLineRun.of(["search", "springfield", "--format", "json"])

        #expect(
            run
                == CommandLineRun(
                    exitCode: 0,
                    stdout: """
                        [
                          {
                            "alternateNames" : [],
                            "asciiName" : "Springfield",
                            "country" : "US",
                            "kind" : "city",
                            "latitude" : 39.80172,
                            "longitude" : -89.64371,
                            "name" : "Springfield",
                            "population" : 114394,
                            "region" : "Illinois",
                            "regionCode" : "IL",
                            "timeZone" : "America/Chicago"
                          }
                        ]

                        """, stderr: ""))
    }
}
