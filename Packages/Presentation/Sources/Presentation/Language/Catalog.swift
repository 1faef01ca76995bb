import Domain

/// One language's translations, as Packages/Presentation/Catalogs has them (generated into
/// `Catalog+Tables.swift` by scripts/generate_catalogs.py), searched in place. English, the source, has no
/// table at all.
struct Catalog: Sendable {
    /// A sentence's key and its translation. A plural's key is its two English forms, and its translation
    /// the language's forms, each joined by `pluralSeparator`; a sentence with a context has the context and
    /// `contextSeparator` before its key.
    private let table: SortedTable
    /// The table of the language this one reads as where its own has no translation (Spain's Spanish for
    /// Latin America's): its own holds only what differs.
    private let fallback: SortedTable?

    static let pluralSeparator: Character = "\u{1}"
    /// Between a sentence's context and its key, as gettext joins them.
    static let contextSeparator: Character = "\u{4}"

    init(_ language: Language) {
        table = Self.table(language)
        fallback = Self.fallback(of: language).map(Self.table)
    }

    func translation(of key: String) -> String? {
        table.value(for: key) ?? fallback?.value(for: key)
    }

    /// The language's forms of the plural whose English forms are `one` and `other`.
    func pluralTranslations(of one: String, _ other: String) -> [String]? {
        translation(of: one + String(Self.pluralSeparator) + other).map {
            $0.split(separator: Self.pluralSeparator, omittingEmptySubsequences: false).map(String.init)
        }
    }
}
