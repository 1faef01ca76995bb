import Testing

@testable import Domain

struct PlaceQueryTests {
    @Test func aPlainNameHasNoQualifiers() throws {
        let query = try PlaceQuery("  Tokyo \n")
        #expect(query.text == "Tokyo")
        #expect(query.name == "Tokyo")
        #expect(query.countryCode == nil)
        #expect(query.region == nil)
    }

    @Test func aTrailingTwoLetterCodeIsTheCountry() throws {
        let query = try PlaceQuery("Paris, fr")
        #expect(query.name == "Paris")
        #expect(query.countryCode == "FR")
        #expect(query.region == nil)
    }

    @Test func aMiddlePartIsTheRegion() throws {
        let query = try PlaceQuery("Springfield,IL,US")
        #expect(query.name == "Springfield")
        #expect(query.region == "IL")
        #expect(query.countryCode == "US")
    }

    @Test func aLongLastPartIsNotACountryCode() throws {
        let query = try PlaceQuery("Washington, District of Columbia")
        #expect(query.countryCode == nil)
        #expect(query.region == "District of Columbia")
    }

    @Test(arguments: ["", "   ", "\t\n"])
    func blankQueriesAreRejected(raw: String) {
        #expect(throws: WeatherError.invalidQuery(.empty)) { try PlaceQuery(raw) }
    }

    @Test(arguments: ["Tok\u{1B}[31myo", "Tokyo\u{0}", "Par\u{7}is", "Lon\u{202E}don"])
    func controlAndFormatCharactersAreRejected(raw: String) {
        #expect(throws: WeatherError.invalidQuery(.controlCharacters)) {
            try PlaceQuery(raw)
        }
    }

    @Test func overlongQueriesAreRejected() {
        #expect(
            throws: WeatherError.invalidQuery(.tooLong(length: 10_000, limit: 200))
        ) { try PlaceQuery(String(repeating: "a", count: 10_000)) }
    }

    @Test func aCommaWithNothingBeforeItIsRejected() {
        #expect(throws: WeatherError.invalidQuery(.emptyBeforeComma)) {
            try PlaceQuery(",FR")
        }
    }

    @Test func quotesAndSQLAreJustText() throws {
        #expect(try PlaceQuery("O'Higgins'; DROP TABLE place;--").name == "O'Higgins'; DROP TABLE place;--")
    }
}
