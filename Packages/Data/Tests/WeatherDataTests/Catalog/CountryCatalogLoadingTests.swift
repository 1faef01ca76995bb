import Domain
import Foundation
import Testing

@testable import WeatherData

struct CountryCatalogLoadingTests {
    typealias Fixtures = CountryCatalogFixtures

    static let japan = """
        [{"name": "Japan", "alpha2": "JP", "alpha3": "JPN", "capital": "Tokyo", "latitude": 35.6895,
          "longitude": 139.69171, "timeZone": "Asia/Tokyo", "alternateNames": ["Nippon"]}]
        """

    private func failure(_ url: URL, _ problem: String) -> WeatherError {
        .configuration(.damagedDataFile(.countryCatalog, path: url.path, problem: problem))
    }

    @Test func loadDecodesEveryField() throws {
        let url = try Fixtures.temporaryFile(containing: Self.japan)
        let countries = try CountryCatalog.load(fileURL: url)
        #expect(countries == [Fixtures.stub(alternateNames: ["Nippon"])])
    }

    @Test func missingFileIsAConfigurationErrorNamingIt() throws {
        let url = try Fixtures.temporaryFileURL()
        #expect(
            throws: WeatherError.configuration(
                .damagedDataFile(.countryCatalog, path: url.path, problem: "does not exist"))
        ) {
            try CountryCatalog.load(fileURL: url)
        }
    }

    @Test(arguments: [
        ("[{\"name\": \"Japan\",", "is not valid JSON"),
        ("{\"countries\": []}", "is not a JSON array of countries"),
        ("[]", "lists no countries"),
        ("[{\"name\": \"Japan\", \"alpha3\": \"JPN\"}]", "is damaged: entry 1, field \"alpha2\" is missing"),
        (
            "[{\"name\": null, \"alpha2\": \"JP\", \"alpha3\": \"JPN\"}]",
            "is damaged: entry 1, field \"name\" is null"
        ),
        (
            "[{\"name\": \"Japan\", \"alpha2\": \"JP\", \"alpha3\": \"JPN\", \"latitude\": \"35\"}]",
            "is damaged: entry 1, field \"latitude\" has a value of the wrong type"
        ),
        (
            "[{\"name\": \"Japan\", \"alpha2\": \"jp\", \"alpha3\": \"JPN\"}]",
            "is damaged: \"Japan\" has the malformed ISO codes \"jp\" and \"JPN\""
        ),
        (
            "[{\"name\": \"Japan\", \"alpha2\": \"JP\", \"alpha3\": \"JPN\"}, "
                + "{\"name\": \"Jamaica\", \"alpha2\": \"JM\", \"alpha3\": \"JPN\"}]",
            "is damaged: the code JPN belongs to more than one country"
        ),
    ])
    func brokenFileIsAConfigurationErrorSayingWhatIsWrong(contents: String, problem: String) throws {
        let url = try Fixtures.temporaryFile(containing: contents)
        #expect(throws: failure(url, problem)) {
            try CountryCatalog.load(fileURL: url)
        }
    }

    @Test func catalogReadsItsFileOnFirstUseNotAtInit() throws {
        // Given a catalog whose file does not exist yet
        let url = try Fixtures.temporaryFileURL()
        let catalog = CountryCatalog(fileURL: url)
        // When the file appears before the first lookup
        try Data(Self.japan.utf8).write(to: url)
        // Then the catalog reads it
        #expect(try catalog.country(named: "nippon")?.alpha2 == "JP")
        try catalog.preload()
    }

    @Test func failedReadMakesEveryLookupSayWhy() throws {
        let url = try Fixtures.temporaryFile(containing: "not json")
        let catalog = CountryCatalog(fileURL: url)

        #expect(throws: failure(url, "is not valid JSON")) { try catalog.preload() }
        #expect(throws: failure(url, "is not valid JSON")) { try catalog.country(named: "Japan") }
        #expect(throws: failure(url, "is not valid JSON")) { try catalog.search("Japan") }
    }

    @Test func failedReadIsRememberedForTheLifeOfTheCatalog() throws {
        // Given a catalog that failed to read a missing file
        let url = try Fixtures.temporaryFileURL()
        let catalog = CountryCatalog(fileURL: url)
        #expect(throws: failure(url, "does not exist")) { try catalog.preload() }
        // When the file appears afterwards
        try Data(Self.japan.utf8).write(to: url)
        // Then the same catalog keeps its answer
        #expect(throws: failure(url, "does not exist")) { try catalog.preload() }
        #expect(throws: failure(url, "does not exist")) { try catalog.country(named: "Japan") }
    }
}
