import Domain
import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A name folded for matching, with a summary of its bytes that rules out most misses before scanning.
struct FoldedName: Sendable, Equatable {
    /// Where a query occurs in a name, best first.
    enum Match: Int, Sendable {
        case whole, prefix, wordPrefix, substring
    }

    /// The folded text: `searchKey` with runs of white space made one space.
    let text: String
    /// `text` as a NUL-terminated C string, so that the C library's `strstr` does the scanning.
    private let cString: [CChar]
    /// One bit per byte value modulo 64: a query with a byte the name lacks cannot occur in it.
    let byteMask: UInt64

    init(_ raw: String) {
        text = raw.searchKey.split(whereSeparator: \.isWhitespace).joined(separator: " ").filter {
            $0 != "\u{0}"
        }
        cString = text.utf8CString.map { $0 }
        byteMask = text.utf8.reduce(0) { $0 | 1 << ($1 & 63) }
    }

    var isEmpty: Bool { text.isEmpty }

    private var length: Int { cString.count - 1 }

    /// How `query` occurs in this name: all of it, its start, the start of a word, anywhere, or not at all.
    func match(_ query: FoldedName) -> Match? {
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

    /// A word starts after a space or an ASCII punctuation mark, as in "d'ivoire" or "guinea-bissau".
    private static func startsWord(after previous: UInt8) -> Bool {
        let isLetterOrDigit =
            previous >= 0x80 || (0x30...0x39).contains(previous) || (0x41...0x5A).contains(previous)
            || (0x61...0x7A).contains(previous)
        return !isLetterOrDigit
    }
}
