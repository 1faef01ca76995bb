import Domain
import Testing

@testable import Presentation

struct ImportExportCommandTests {
    @Test func importSavesEveryPlaceAndSaysSo() async throws {
        var fakes = FakeServices(repository: FakeWeatherRepository(fetchable: [.stub(), .madrid]))
        fakes.placeList = .success([.query(try PlaceQuery("Japan")), .place(.madrid)])

        let run = await CommandLineRun.of(["import", "places.json"], in: fakes)

        #expect(
            run
                == CommandLineRun(
                    exitCode: 0, stdout: "Imported Tokyo, JP.\nImported Madrid, ES.\n", stderr: ""))
        #expect(fakes.repository.savedPlaces == [.tokyo, .madrid])
    }

    @Test func anUnknownPlaceImportsNothing() async throws {
        var fakes = FakeServices(repository: FakeWeatherRepository(fetchable: [.stub()]))
        fakes.placeList = .success([.query(try PlaceQuery("Japan")), .query(try PlaceQuery("Narnia"))])

        let run = await CommandLineRun.of(["import", "places.json", "--format", "json"], in: fakes)

        #expect(
            run
                == CommandLineRun(
                    exitCode: 64, stdout: "",
                    stderr: "wxapp: places.json lists a place wxapp cannot find: \"Narnia\" (entry 2). "
                        + "Nothing was imported; correct or remove it and try again.\n"))
        #expect(fakes.repository.savedPlaces.isEmpty)
    }

    @Test func exportPrintsTheSavedPlacesAsJSON() async {
        let fakes = FakeServices(repository: FakeWeatherRepository(saved: [.stub()]))

        let run = await CommandLineRun.of(["export"], in: fakes)

        #expect(
            run
                == CommandLineRun(
                    exitCode: 0,
                    stdout: """
                        {
                          "places" : [
                            {
                              "country" : "JP",
                              "latitude" : 35.6895,
                              "longitude" : 139.6917,
                              "name" : "Tokyo",
                              "region" : null,
                              "shownName" : null
                            }
                          ]
                        }

                        """, stderr: ""))
    }

    @Test func exportOfNothingIsAnEmptyListWithANotice() async {
        let run = await CommandLineRun.of(["export"])

        #expect(
            run
                == CommandLineRun(
                    exitCode: 0, stdout: "{\n  \"places\" : []\n}\n",
                    stderr: "wxapp: No places saved yet, so the list is empty.\n"
                ))
    }
}
