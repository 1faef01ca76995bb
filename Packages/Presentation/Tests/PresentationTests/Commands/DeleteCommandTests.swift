import Domain
import Testing

@testable import Presentation

struct DeleteCommandTests {
    static func fakes(_ saved: [WeatherReport] = [.stub(), .madrid]) -> FakeServices {
        FakeServices(repository: FakeWeatherRepository(saved: saved))
    }

    @Test func deletesTheNamedPlaces() async {
        let fakes = Self.fakes()

        let run = await CommandLineRun.of(["delete", "madrid", "Japan"], in: fakes)

        #expect(
            run
                == CommandLineRun(
                    exitCode: 0, stdout: "Deleted Madrid, ES.\nDeleted Tokyo, JP.\n", stderr: ""))
        #expect(fakes.repository.savedPlaces == [])
    }

    @Test func anUnsavedPlaceIsReportedTheOthersAreDeletedAndItExits66() async {
        let fakes = Self.fakes()

        let run = await CommandLineRun.of(["delete", "Madrid", "Paris"], in: fakes)

        #expect(run.exitCode == 66)
        #expect(run.stdout == "Deleted Madrid, ES.\n")
        #expect(run.stderr.hasPrefix("wxapp: \"Paris\" is not among your saved places."))
        #expect(fakes.repository.savedPlaces == [.tokyo])
    }

    @Test func allDeletesEveryPlace() async {
        let fakes = Self.fakes()

        let run = await CommandLineRun.of(["delete", "--all", "--format", "plain"], in: fakes)

        #expect(
            run
                == CommandLineRun(
                    exitCode: 0, stdout: "Deleted Tokyo, JP.\nDeleted Madrid, ES.\n", stderr: ""))
        #expect(fakes.repository.savedPlaces == [])
    }

    @Test func allWithNothingSavedSaysSo() async {
        let run = await CommandLineRun.of(["delete", "--all"], in: Self.fakes([]))

        #expect(
            run
                == CommandLineRun(
                    exitCode: 0, stdout: "",
                    stderr: "wxapp: No places were saved, so there was nothing to delete.\n"))
    }

    @Test func jsonListsTheDeletedPlaces() async {
        let run = await CommandLineRun.of(["delete", "Madrid", "--format", "json"], in: Self.fakes())

        #expect(
            run
                == CommandLineRun(
                    exitCode: 0,
                    stdout: """
                        {
                          "places" : [
                            {
                              "country" : "ES",
                              "latitude" : 40.4168,
                              "longitude" : -3.7038,
                              "name" : "Madrid",
                              "region" : null,
                              "shownName" : null
                            }
                          ]
                        }

                        """, stderr: ""))
    }

    @Test func placesAndAllTogetherOrNeitherIsAUsageError() async {
        let both = await CommandLineRun.of(["delete", "Madrid", "--all"], in: Self.fakes())
        let neither = await CommandLineRun.of(["delete"], in: Self.fakes())

        #expect(both.exitCode == 64)
        #expect(both.stderr.hasPrefix("Error: Name places to delete or pass --all, not both.\n"))
        #expect(neither.exitCode == 64)
        #expect(
            neither.stderr.hasPrefix(
                "Error: Name at least one place to delete, or pass --all to delete every place.\n"))
    }
}
