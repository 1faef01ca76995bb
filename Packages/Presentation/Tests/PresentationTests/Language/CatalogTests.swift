import Domain
import Testing

@testable import Presentation

/// The tables built from the catalogs: every sentence of every language is found by its key, and a key no
/// catalog holds is not.
struct CatalogTests {
    @Test(arguments: Language.allCases.filter { $0 != .english })
    func everySentenceIsFoundByItsKey(language: Language) {
        let catalog = Catalog(language)
        let lines = Catalog.table(language).text.split(separator: "\n")
        #expect(lines.count > 500)
        var missed: [String] = []
        for line in lines {
            let parts = line.split(separator: "\u{0}", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, catalog.translation(of: String(parts[0])) == String(parts[1]) else {
                missed.append(String(parts[0]))
                continue
            }
        }
        #expect(missed.isEmpty, "\(language): \(missed.prefix(5))")
        #expect(catalog.translation(of: "A sentence no catalog holds") == nil)
        #expect(catalog.translation(of: "") == nil)
    }

    @Test func englishHasNoTable() {
        #expect(Catalog.table(.english).text.isEmpty)
        #expect(Catalog(.english).translation(of: "Temperature") == nil)
    }

    @Test func aTranslationFillsItsValuesAndAPluralTakesTheLanguagesForm() {
        let polish = Words(.polish)
        let (one, few, many) = (1, 3, 5)
        #expect(
            polish.plural(one, "\(one) place", "\(one) places")
                != polish.plural(few, "\(few) place", "\(few) places"))
        #expect(
            polish.plural(many, "\(many) place", "\(many) places").hasPrefix("5 ")
                && polish.plural(many, "\(many) place", "\(many) places")
                    != polish.plural(few, "\(few) place", "\(few) places").replacing("3", with: "5")
        )
        let place = "Oslo, NO"
        let german = Words(.german)
        #expect(german("Forecast for \(place)").contains(place))
        #expect(german("Forecast for \(place)") != "Forecast for \(place)")
    }
}
