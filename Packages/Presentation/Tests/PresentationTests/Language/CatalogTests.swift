import Domain
import Testing

@testable import Presentation

/// The tables built from the catalogs: every sentence of every language is found by its key, and a key no
/// catalog holds is not.
struct CatalogTests {
    /// A table's sentences by their keys.
    private static func entries(_ table: SortedTable) -> [String: String] {
        var entries: [String: String] = [:]
        for line in table.text.split(separator: "\n") {
            let parts = line.split(separator: "\u{0}", maxSplits: 1, omittingEmptySubsequences: false)
            entries[String(parts[0])] = parts.count == 2 ? String(parts[1]) : nil
        }
        return entries
    }

    /// Every sentence of the language's table, and of the table it falls back on that its own does not
    /// translate otherwise, is found by its key, with its own translation first.
    @Test(arguments: Language.allCases.filter { $0 != .english })
    func everySentenceIsFoundByItsKey(language: Language) {
        let catalog = Catalog(language)
        let own = Self.entries(Catalog.table(language))
        let inherited = Catalog.fallback(of: language).map { Self.entries(Catalog.table($0)) } ?? [:]
        let expected = inherited.merging(own) { _, mine in mine }
        #expect(expected.count > 500)
        let missed = expected.filter { catalog.translation(of: $0.key) != $0.value }.map(\.key)
        #expect(missed.isEmpty, "\(language): \(missed.prefix(5))")
        #expect(own.allSatisfy { inherited[$0.key] != $0.value }, "a table holds only what differs")
        #expect(catalog.translation(of: "A sentence no catalog holds") == nil)
        #expect(catalog.translation(of: "") == nil)
    }

    /// Latin America's Spanish reads as Spain's but where it differs, and Portugal's Portuguese as Brazil's.
    @Test func aLanguageReadAsAnotherKeepsItsOwnWords() {
        #expect(Catalog(.spanish).translation(of: "mist") == "bruma")
        #expect(Catalog(.spanishLatinAmerica).translation(of: "mist") == "neblina")
        #expect(Catalog(.spanishLatinAmerica).translation(of: "Temperature") == "Temperatura")
        #expect(Catalog(.portuguese).translation(of: "Humidity") == "Umidade")
        #expect(Catalog(.portuguesePortugal).translation(of: "Humidity") == "Humidade")
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
