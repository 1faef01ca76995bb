import Domain
import Testing

@testable import WeatherData

struct CountryCatalogTests {
    typealias Fixtures = CountryCatalogFixtures

    static let guineas = CountryCatalog(countries: [
        Fixtures.stub(name: "Papua New Guinea", alpha2: "PG", alpha3: "PNG"),
        Fixtures.stub(name: "Guinea-Bissau", alpha2: "GW", alpha3: "GNB"),
        Fixtures.stub(name: "Guinea", alpha2: "GN", alpha3: "GIN"),
        Fixtures.stub(name: "Equatorial Guinea", alpha2: "GQ", alpha3: "GNQ"),
        Fixtures.stub(name: "Guyana", alpha2: "GY", alpha3: "GUY"),
    ])

    static let sample = CountryCatalog(countries: [
        Fixtures.stub(),
        Fixtures.stub(
            name: "Ivory Coast", alpha2: "CI", alpha3: "CIV", capital: "Yamoussoukro",
            alternateNames: ["Côte d'Ivoire"]),
        Fixtures.stub(
            name: "United States", alpha2: "US", alpha3: "USA", capital: "Washington",
            alternateNames: ["United States of America", "America"]),
        Fixtures.stub(name: "American Samoa", alpha2: "AS", alpha3: "ASM", capital: "Pago Pago"),
        Fixtures.stub(name: "Mauritius", alpha2: "MU", alpha3: "MUS", capital: "Port Louis"),
        Fixtures.stub(name: "Belarus", alpha2: "BY", alpha3: "BLR", capital: "Minsk"),
        Fixtures.stub(name: "Antarctica", alpha2: "AQ", alpha3: "ATA", capital: nil, coordinates: nil),
    ])

    private func names(_ countries: [Country]) -> [String] { countries.map(\.name) }

    @Test(arguments: [
        ("Japan", "JP"), ("japan", "JP"), ("  JAPAN ", "JP"), ("jp", "JP"), ("JPN", "JP"),
        ("ivory coast", "CI"), ("Côte d'Ivoire", "CI"), ("COTE D’IVOIRE", "CI"),
        ("Co\u{0302}te d'Ivoire", "CI"),
        ("civ", "CI"), ("america", "US"), ("United  States", "US"), ("antarctica", "AQ"),
    ])
    func countryNamedMatchesNamesAlternatesAndCodesExactly(query: String, alpha2: String) throws {
        #expect(try Self.sample.country(named: query)?.alpha2 == alpha2)
    }

    @Test(arguments: ["Jap", "Coast", "Ivory", "J", "JPNX", "", "   "])
    func countryNamedIgnoresPartialMatches(query: String) throws {
        #expect(try Self.sample.country(named: query) == nil)
    }

    @Test func searchRanksExactThenPrefixThenWordPrefix() throws {
        #expect(
            try names(Self.guineas.search("guinea")) == [
                "Guinea", "Guinea-Bissau", "Equatorial Guinea", "Papua New Guinea",
            ])
    }

    @Test func searchRanksSubstringsLastAndAlphabetically() throws {
        // Given "us": the code of the United States, and inside two other names
        // When
        let found = try Self.sample.search("us")
        // Then
        #expect(names(found) == ["United States", "Belarus", "Mauritius"])
    }

    @Test func searchMatchesWordsInsideAlternateNames() throws {
        #expect(try names(Self.sample.search("ivoire")) == ["Ivory Coast"])
        #expect(try names(Self.sample.search("cote d")) == ["Ivory Coast"])
        #expect(try names(Self.sample.search("COTE D’I")) == ["Ivory Coast"])
    }

    @Test func searchPutsMatchesOnOwnNamesBeforeMatchesOnAlternateNames() throws {
        let catalog = CountryCatalog(countries: [
            Fixtures.stub(
                name: "Tanzania", alpha2: "TZ", alpha3: "TZA", alternateNames: ["United Republic of Tanzania"]
            ),
            Fixtures.stub(name: "United States", alpha2: "US", alpha3: "USA"),
            Fixtures.stub(name: "United Kingdom", alpha2: "GB", alpha3: "GBR"),
        ])
        #expect(try names(catalog.search("united")) == ["United Kingdom", "United States", "Tanzania"])
    }

    @Test func searchListsACountryOnceWhenSeveralOfItsNamesMatch() throws {
        #expect(try names(Self.sample.search("america")) == ["United States", "American Samoa"])
    }

    @Test func searchMatchesCodesOnlyWhole() throws {
        #expect(try names(Self.sample.search("jpn")) == ["Japan"])
        #expect(try names(Self.sample.search("ci")) == ["Ivory Coast"])
        #expect(try names(Self.sample.search("pn")) == [])
    }

    @Test(arguments: ["", "   ", "zzz", "guinea"])
    func searchFindsNothingThatIsNotThere(query: String) throws {
        #expect(try Self.sample.search(query) == [])
    }

    @Test func searchFindsCountriesWithoutCapitals() throws {
        #expect(try Self.sample.search("antarc") == [Self.sample.country(named: "AQ")!])
        #expect(try Self.sample.country(named: "AQ")?.capitalPlace == nil)
    }
}
