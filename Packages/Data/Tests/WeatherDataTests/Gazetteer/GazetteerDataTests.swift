import Domain
import Foundation
import Infrastructure
import Testing

@testable import WeatherData

/// The repository's own gazetteer.tsv, as wxapp ships it.
struct GazetteerDataTests {
    static let gazetteer = Result { Gazetteer(fileURL: try GazetteerFixtures.repositoryGazetteerURL()) }

    private func gazetteer() throws -> Gazetteer { try Self.gazetteer.get() }

    @Test func holdsGeoNamesCitiesOf15000PeopleOrMore() throws {
        let index = try GazetteerIndex(
            file: MappedFile(path: GazetteerFixtures.repositoryGazetteerURL().path))
        #expect((30_000...40_000).contains(index.cityCount))
        #expect(index.cityOffsets().count == index.cityCount)
    }

    @Test func everyNameFoldsAsTheGeneratorFoldedItAndIsAlreadyClean() throws {
        let url = try GazetteerFixtures.repositoryGazetteerURL()
        let index = try GazetteerIndex(file: MappedFile(path: url.path))
        let text = try String(contentsOf: url, encoding: .utf8)
        let keysStart = text.utf8.index(
            text.utf8.startIndex, offsetBy: try #require(Self.keysStart(of: text)))
        // "key<TAB>city offset" for every key line, without the kind.
        let keys = Set(
            text[keysStart...].split(separator: "\n").map { line -> String in
                let fields = line.split(separator: "\t")
                return "\(fields[0])\t\(fields.count > 1 ? fields[1] : "")"
            })
        var mismatches: [String] = []
        // The names a city is shown by already keep the one rule for names from outside (`PlaceName`), so
        // a city saved from the gazetteer is saved by the name it is listed under. (Some alternate names,
        // which are only matched, hold two spaces where GeoNames had a comma; the rule makes them one.)
        var unclean: [String] = []
        for offset in index.cityOffsets() {
            let city = try GazetteerRecord.city(from: try #require(index.cityLine(at: offset))[...]).get()
            unclean += ([city.name, city.asciiName] + [city.regionName].compactMap { $0 }).filter {
                PlaceName.cleaned($0) != $0
            }
            for name in [city.name, city.asciiName] + city.alternateNames {
                let key = SearchKey(name)
                if !keys.contains("\(key.words)\t\(offset)") || !keys.contains("\(key.compact)\t\(offset)") {
                    mismatches.append(name)
                }
            }
        }
        #expect(mismatches.isEmpty, "names whose Swift key is not in the index: \(mismatches.prefix(20))")
        #expect(unclean.isEmpty, "names the rule would change: \(unclean.prefix(20).map(\.debugDescription))")
    }

    private static func keysStart(of text: String) -> Int? {
        text.prefix(while: { $0 != "\n" }).split(separator: "\t").dropFirst(4).first.flatMap { Int($0) }
    }

    @Test func resolvesWellKnownCitiesOffline() throws {
        let gazetteer = try gazetteer()
        func label(_ query: String) throws -> String? {
            try gazetteer.city(matching: try PlaceQuery(query)).map { "\($0.name),\($0.countryCode)" }
        }
        #expect(try label("Osaka") == "Osaka,JP")
        #expect(try label("osaka") == "Osaka,JP")
        #expect(try label("Paris") == "Paris,FR")
        #expect(try label("Paris,US") == "Paris,US")
        #expect(try label("London") == "London,GB")
        #expect(try label("London,CA") == "London,CA")
        #expect(try label("Zurich") == "Zürich,CH")
        #expect(try label("Sao Paulo") == "São Paulo,BR")
        #expect(try label("Bombay") == "Mumbai,IN")
        #expect(try label("Springfield,IL,US") == "Springfield,US")
        #expect(
            try gazetteer.city(matching: try PlaceQuery("Springfield,Illinois,US"))?.regionName == "Illinois")
    }

    /// Names in other languages and scripts, as GeoNames lists them, with the city each means.
    static let namesInOtherLanguages: [(name: String, city: String)] = [
        ("東京", "Tokyo,JP"), ("Москва", "Moscow,RU"), ("القاهرة", "Cairo,EG"), ("北京", "Beijing,CN"),
        ("Peking", "Beijing,CN"), ("Wien", "Vienna,AT"), ("Köln", "Köln,DE"), ("Cologne", "Köln,DE"),
        ("München", "Munich,DE"), ("Muenchen", "Munich,DE"), ("Firenze", "Florence,IT"),
        ("Den Haag", "The Hague,NL"), ("서울", "Seoul,KR"), ("Варшава", "Warsaw,PL"), ("Lissabon", "Lisbon,PT"),
        ("Mailand", "Milan,IT"), ("Nueva York", "New York City,US"), ("Moskau", "Moscow,RU"),
    ]

    @Test(arguments: namesInOtherLanguages)
    func aNameInAnyLanguageOrScriptFindsItsCityFirst(name: String, city: String) throws {
        let gazetteer = try gazetteer()
        let resolved = try gazetteer.city(matching: try PlaceQuery(name))
        #expect(resolved.map { "\($0.name),\($0.countryCode)" } == city)
        let found = try gazetteer.search(name, limit: 5).map { "\($0.name),\($0.countryCode)" }
        #expect(found.first == city)
    }

    @Test func searchPutsTheBiggestCitiesFirst() throws {
        let found = try gazetteer().search("osa", limit: 3).map { "\($0.name),\($0.countryCode)" }
        #expect(found.first == "Osaka,JP")
        #expect(found.count == 3)
    }
}
