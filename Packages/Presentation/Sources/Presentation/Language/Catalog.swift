import Domain

/// One language's translations, as Packages/Presentation/Catalogs has them (generated into
/// `Catalog+Tables.swift` by scripts/generate_catalogs.py), searched in place.
///
/// Measured reason: a table is a flat array of static strings sorted by key, found by binary search, so
/// a run builds no dictionary and copies no text; English, the source, has no table at all.
struct Catalog: Sendable {
    /// Key, translation, key, translation, …, sorted by the keys' UTF-8 bytes. A plural's key is its two
    /// English forms, and its translation the language's forms, each joined by `pluralSeparator`; a
    /// sentence with a context has the context and `contextSeparator` before its key.
    private let entries: [String]

    static let pluralSeparator: Character = "\u{1}"
    /// Between a sentence's context and its key, as gettext joins them.
    static let contextSeparator: Character = "\u{4}"

    init(_ language: Language) {
        entries = Self.entries(language)
    }

    func translation(of key: String) -> String? {
        var low = 0
        var high = entries.count / 2
        while low < high {
            let middle = (low + high) / 2
            let candidate = entries[2 * middle]
            if candidate == key { return entries[2 * middle + 1] }
            if candidate.utf8.lexicographicallyPrecedes(key.utf8) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return nil
    }

    /// The language's forms of the plural whose English forms are `one` and `other`.
    func pluralTranslations(of one: String, _ other: String) -> [String]? {
        translation(of: one + String(Self.pluralSeparator) + other).map {
            $0.split(separator: Self.pluralSeparator, omittingEmptySubsequences: false).map(String.init)
        }
    }
}
