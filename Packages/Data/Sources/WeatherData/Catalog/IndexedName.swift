import Domain
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A name's `SearchKey` words kept for substring search, with a summary of their bytes that rules out most
/// misses before scanning. A search of the catalog's 400 names is one pass of `strstr` over these.
struct IndexedName: Sendable, Equatable {
    /// Where a query occurs in a name, best first.
    enum Match: Int, Sendable {
        case whole, prefix, wordPrefix, substring
    }

    /// The key's words, separated by one space.
    let text: String
    /// `text` as a NUL-terminated C string, so that the C library's `strstr` does the scanning.
    private let cString: [CChar]
    /// One bit per byte value modulo 64: a query with a byte the name lacks cannot occur in it.
    let byteMask: UInt64

    init(_ raw: String) {
        self.init(SearchKey(raw))
    }

    init(_ key: SearchKey) {
        text = key.words
        cString = Array(text.utf8CString)
        byteMask = text.utf8.reduce(0) { $0 | 1 << ($1 & 63) }
    }

    var isEmpty: Bool { text.isEmpty }

    private var length: Int { cString.count - 1 }

    /// How `query` occurs in this name: all of it, its start, the start of a word, anywhere, or not at all.
    func match(_ query: IndexedName) -> Match? {
        guard !query.isEmpty, query.length <= length, query.byteMask & ~byteMask == 0 else { return nil }
        if query.length == length { return query.cString == cString ? .whole : nil }
        return cString.withUnsafeBufferPointer { name in
            query.cString.withUnsafeBufferPointer { pattern in
                Self.occurrence(of: pattern.baseAddress!, in: name.baseAddress!)
            }
        }
    }

    /// The best occurrence of the NUL-terminated `pattern` in the NUL-terminated `name`.
    private static func occurrence(of pattern: UnsafePointer<CChar>, in name: UnsafePointer<CChar>) -> Match?
    {
        var found: Match?
        var hit = UnsafePointer(strstr(name, pattern))
        while let position = hit {
            if position == name { return .prefix }
            if startsWord(after: UInt8(truncatingIfNeeded: (position - 1).pointee)) { return .wordPrefix }
            found = .substring
            hit = UnsafePointer(strstr(position + 1, pattern))
        }
        return found
    }

    /// A word starts after the space that separates the key's words.
    private static func startsWord(after previous: UInt8) -> Bool {
        previous == 0x20
    }
}
