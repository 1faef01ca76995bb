import Domain
import Foundation
import Testing

@testable import WeatherData

struct GazetteerTests {
    let gazetteer: Gazetteer

    init() throws {
        gazetteer = try GazetteerFixtures.gazetteer()
    }

    private func city(_ query: String) throws -> String? {
        try gazetteer.city(matching: try PlaceQuery(query)).map(Self.label)
    }

    private func search(_ query: String, limit: Int = 10) throws -> [String] {
        try gazetteer.search(query, limit: limit).map(Self.label)
    }

    private static func label(_ city: City) -> String {
        [city.name, city.regionCode, city.countryCode].compactMap { $0 }.joined(separator: ",")
    }

    @Test func aWholeNameFindsTheMostPopulousCity() throws {
        #expect(try city("Paris") == "Paris,11,FR")
        #expect(try city("osaka") == "Osaka,32,JP")
    }

    /// Springfield, Missouri (169,176) and Springfield, Illinois (116,250): neither is the obvious one.
    @Test func citiesOfOneNameAndALikeSizeAreAQuestionNotAGuess() throws {
        #expect(
            throws: WeatherError.ambiguousCity(
                query: "Springfield", candidates: ["Springfield,MO,US", "Springfield,IL,US"])
        ) {
            try city("Springfield")
        }
        #expect(
            throws: WeatherError.ambiguousCity(
                query: "Springfield,US", candidates: ["Springfield,MO,US", "Springfield,IL,US"])
        ) {
            try city("Springfield,US")
        }
    }

    @Test func caseAccentsAndPunctuationDoNotMatter() throws {
        #expect(try city("ZURICH") == "Zürich,ZH,CH")
        #expect(try city("zürich") == "Zürich,ZH,CH")
        #expect(try city("winston salem") == "Winston-Salem,NC,US")
        #expect(try city("Winston–Salem") == "Winston-Salem,NC,US")
    }

    @Test func aCountryCodeAndARegionNarrowTheChoice() throws {
        #expect(try city("Paris,US") == "Paris,TX,US")
        #expect(try city("Springfield,IL,US") == "Springfield,IL,US")
        #expect(try city("Springfield,Illinois,US") == "Springfield,IL,US")
        #expect(try city("springfield, illinois") == "Springfield,IL,US")
        #expect(try city("Paris,JP") == nil)
        #expect(try city("Springfield,VT,US") == nil)
    }

    @Test func anAlternateNameFindsItsCityButTheOwnNameComesFirst() throws {
        #expect(try city("Bombay") == "Mumbai,16,IN")
        #expect(try city("Osaca") == "Osaka,32,JP")
    }

    @Test func onlyWholeNamesResolve() throws {
        #expect(try city("Osa") == nil)
        #expect(try city("Salem") == nil)
        #expect(try city("Atlantis") == nil)
        #expect(try city("東京") == nil)
    }

    @Test func theCityCarriesEverythingTheFileSays() throws {
        let city = try #require(try gazetteer.city(matching: try PlaceQuery("Springfield,IL,US")))
        #expect(
            city
                == City(
                    name: "Springfield", asciiName: "Springfield", countryCode: "US", regionCode: "IL",
                    regionName: "Illinois",
                    coordinates: Coordinates(latitude: 39.80172, longitude: -89.64371)!,
                    population: 114_394, timeZone: "America/Chicago", alternateNames: []))
        #expect(
            city.place
                == Place(
                    name: "Springfield", countryCode: "US", region: "Illinois", coordinates: city.coordinates)
        )
    }

    @Test func searchFindsStartsOfNamesAndWordsBiggestFirst() throws {
        #expect(try search("osa") == ["Osaka,32,JP", "Osasco,27,BR"])
        #expect(try search("paris") == ["Paris,11,FR", "Paris,TX,US"])
        #expect(try search("bombay") == ["Mumbai,16,IN", "Bombay Beach,CA,US"])
        #expect(try search("salem") == ["Winston-Salem,NC,US"])
        #expect(try search("par") == ["Paris,11,FR", "Paris,TX,US"])
        #expect(try search("osac") == [])
        #expect(try search("springfield") == ["Springfield,MO,US", "Springfield,IL,US"])
        #expect(try search("SPRING") == ["Springfield,MO,US", "Springfield,IL,US"])
    }

    @Test func searchStopsAtTheLimitAndIgnoresEmptyKeys() throws {
        #expect(try search("s", limit: 2) == ["Springfield,MO,US", "Springfield,IL,US"])
        #expect(try search("s", limit: 0) == [])
        #expect(try search("--") == [])
        #expect(try search("narnia") == [])
    }

    @Test func aMissingFileIsAConfigurationErrorNamingIt() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-gazetteer.tsv")
        let gazetteer = Gazetteer(fileURL: url)
        #expect(
            throws: WeatherError.configuration(
                .damagedDataFile(.gazetteer, path: url.path, problem: "does not exist"))
        ) {
            try gazetteer.search("paris", limit: 5)
        }
    }

    @Test(arguments: [
        ("", "is empty or has no header line"),
        ("name\tcountry\n", "is not a wxapp gazetteer"),
        ("wxapp-gazetteer\t2\t1\t0\nx\n", "has format version 2; this wxapp reads version 1"),
        ("wxapp-gazetteer\t1\tmany\n", "has a damaged header line"),
        (
            String(GazetteerFixtures.text().dropLast(40)),
            "is truncated or damaged: its size does not match its header"
        ),
    ])
    func aBrokenFileSaysWhatIsWrong(text: String, problem: String) throws {
        let url = try GazetteerFixtures.write(text)
        let gazetteer = Gazetteer(fileURL: url)
        let expected = WeatherError.configuration(
            .damagedDataFile(.gazetteer, path: url.path, problem: problem))
        #expect(throws: expected) { try gazetteer.preload() }
        #expect(throws: expected) { try gazetteer.city(matching: try PlaceQuery("Paris")) }
    }

    @Test func aDamagedCityLineIsReportedWhenItIsRead() throws {
        let text = GazetteerFixtures.text().replacingOccurrences(of: "\t2138551\t", with: "\tmany!!!\t")
        let url = try GazetteerFixtures.write(text)
        #expect(
            throws: WeatherError.configuration(
                .damagedDataFile(
                    .gazetteer, path: url.path, problem: "has a damaged line for the city \"Paris\""))
        ) {
            try Gazetteer(fileURL: url).city(matching: try PlaceQuery("Paris"))
        }
    }
}
