import Testing

@testable import Domain

struct SavedPlaceFinderTests {
    static let tokyo = Stub.place("Tokyo", "JP")
    static let londonGB = Stub.place("London", "GB")
    static let londonCA = Stub.place("London", "CA", latitude: 42)
    static let bogota = Stub.place("Bogotá", "CO")
    static let finder = SavedPlaceFinder(
        countries: StubCountryRepository(countries: [Stub.country("Japan", "JP", capital: tokyo)]))
    static let saved = [tokyo, londonGB, londonCA, bogota]

    @Test(arguments: ["tokyo", "TOKYO", "Tokyo,JP", "Japan", "JP"])
    func findsByNameCodeOrCountry(raw: String) throws {
        #expect(try Self.finder.find(try PlaceQuery(raw), in: Self.saved) == Self.tokyo)
    }

    @Test(arguments: ["Bogota", "bogota\u{301}", "BOGOTÁ"])
    func accentsAndNormalFormDoNotMatter(raw: String) throws {
        #expect(try Self.finder.find(try PlaceQuery(raw), in: Self.saved) == Self.bogota)
    }

    @Test func aNameInSeveralCountriesIsAmbiguousAndSaysHowToChoose() {
        #expect(throws: WeatherError.ambiguousPlace(query: "London", candidates: ["London,GB", "London,CA"]))
        {
            try Self.finder.find(try PlaceQuery("London"), in: Self.saved)
        }
    }

    @Test func aCountryCodePicksOne() throws {
        #expect(try Self.finder.find(try PlaceQuery("London,CA"), in: Self.saved) == Self.londonCA)
    }

    @Test func anUnsavedPlaceIsNotSaved() {
        #expect(throws: WeatherError.placeNotSaved(query: "Madrid")) {
            try Self.finder.find(try PlaceQuery("Madrid"), in: Self.saved)
        }
    }
}
