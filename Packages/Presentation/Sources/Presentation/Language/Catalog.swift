import Domain

/// One language's translations, as Packages/Presentation/Catalogs has them (generated into
/// `Catalog+Tables.swift` by scripts/generate_catalogs.py), searched in place.
///
/// Measured reason (callgrind, `list --offline`): a language's table is one string literal, a line per
/// sentence sorted by key, with the offsets of its lines, bisected where it lies. An array of literals cost
/// every run in every language 0.1 M instructions of the dynamic loader's relocations; splitting the
/// literal into lines first cost 2.4 M, and finding each probe's line by its bytes 0.5 M in German. English,
/// the source, has no table at all.
struct Catalog: Sendable {
    /// Each line: the key, NUL, the translation; sorted by the keys' UTF-8 bytes. A plural's key is its two
    /// English forms, and its translation the language's forms, each joined by `pluralSeparator`; a
    /// sentence with a context has the context and `contextSeparator` before its key.
    private let text: String
    /// The UTF-8 offset where each line of `text` starts.
    private let lines: [UInt32]

    static let pluralSeparator: Character = "\u{1}"
    /// Between a sentence's context and its key, as gettext joins them.
    static let contextSeparator: Character = "\u{4}"

    init(_ language: Language) {
        (text, lines) = Self.table(language)
    }

    func translation(of key: String) -> String? {
        var key = key
        return key.withUTF8 { wanted in
            text.utf8.withContiguousStorageIfAvailable { table in translation(of: wanted, in: table) } ?? nil
        }
    }

    /// The translation of `wanted` in `table`, by bisection over its lines.
    private func translation(of wanted: UnsafeBufferPointer<UInt8>, in table: UnsafeBufferPointer<UInt8>)
        -> String?
    {
        var low = 0
        var high = lines.count
        while low < high {
            let middle = (low + high) / 2
            let start = Int(lines[middle])
            let end = middle + 1 < lines.count ? Int(lines[middle + 1]) - 1 : table.count
            guard start <= end, end <= table.count else { return nil }
            let line = UnsafeBufferPointer(rebasing: table[start..<end])
            let separator = line.firstIndex(of: 0) ?? line.endIndex
            let candidate = UnsafeBufferPointer(rebasing: line[..<separator])
            if candidate.elementsEqual(wanted) {
                guard separator < line.endIndex else { return nil }
                return String(
                    decoding: UnsafeBufferPointer(rebasing: line[(separator + 1)...]), as: UTF8.self)
            }
            if candidate.lexicographicallyPrecedes(wanted) {
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
