import Domain
import Foundation
import Testing

@testable import Presentation

/// What wxapp prints for a country in any language is a name it reads: each country's name in each
/// language is one of the names countries.json gives it, as its search key compares names (the catalog's
/// own tests show each of those names finds its country).
struct CountryNamesReadTests {
    struct Entry: Decodable {
        let name: String
        let alpha2: String
        let alternateNames: [String]
    }

    static let countries: [Entry] = {
        let file = DocumentationTests.root.appendingPathComponent("countries.json")
        guard let data = try? Data(contentsOf: file) else { return [] }
        return (try? JSONDecoder().decode([Entry].self, from: data)) ?? []
    }()

    @Test(arguments: Language.allCases)
    func everyCountryNamePrintedIsANameTheCatalogReads(language: Language) {
        #expect(Self.countries.count > 240)
        let names = PlaceNames(words: Words(language))
        var unread: [String] = []
        for country in Self.countries {
            let printed = names.countryName(code: country.alpha2, english: country.name)
            let read = Set(([country.name] + country.alternateNames).map(SearchKey.init))
            if !read.contains(SearchKey(printed)) { unread.append("\(country.alpha2): \(printed)") }
        }
        #expect(unread == [], "\(language): names printed that the catalog does not read")
    }
}
