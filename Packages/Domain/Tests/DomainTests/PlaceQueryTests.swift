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

    @Test(arguments: ["Tok\u{1B}[31myo", "Tokyo\u{0}", "Par\u{7}is", "Lon\u{202E}don", "Lon\u{200F}don"])
    func controlAndFormatCharactersAreRejected(raw: String) {
        #expect(throws: WeatherError.invalidQuery(.controlCharacters)) {
            try PlaceQuery(raw)
        }
    }

    @Test(arguments: ["جمال\u{200C}پور", "బ్రాండన్\u{200D}"])
    func joinersThatScriptsSpellNamesWithAreKept(raw: String) throws {
        #expect(try PlaceQuery(raw).text == raw)
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

    @Test(arguments: [
        ("48.85,2.35", 48.85, 2.35), ("-33.87,151.21", -33.87, 151.21), (" 48.85 , 2.35 ", 48.85, 2.35),
        ("\u{2212}22.91,\u{2212}43.17", -22.91, -43.17), ("+10,-20", 10, -20), ("90,180", 90, 180),
        ("0,0", 0, 0),
    ])
    func twoNumbersArePoints(text: String, latitude: Double, longitude: Double) throws {
        let query = try PlaceQuery(text)
        #expect(query.coordinates == Coordinates(latitude: latitude, longitude: longitude))
        #expect(query.countryCode == nil && query.region == nil)
    }

    @Test(arguments: [
        "Paris,FR", "12,FR", "1e5,2", "nan,1", "inf,2", "12,", "12.,3", ".5,3", "1,2,3", "1;2",
        "0x1,2",
    ])
    func otherTextIsNoPoint(text: String) throws {
        #expect(try PlaceQuery(text).coordinates == nil)
    }

    @Test(arguments: ["91,0", "-90.5,0", "0,180.01", "0,-181"])
    func twoNumbersOffTheEarthAreRefused(text: String) {
        #expect(throws: WeatherError.invalidQuery(.coordinatesOutOfRange(text))) { try PlaceQuery(text) }
    }

    @Test func hereIsTheWordAloneByItsNameKey() throws {
        for text in ["here", "HERE", " Here "] { #expect(try PlaceQuery(text).namesHere, "\(text)") }
        for text in ["Here,GB", "hereford", "there"] { #expect(try !PlaceQuery(text).namesHere, "\(text)") }
    }
}
