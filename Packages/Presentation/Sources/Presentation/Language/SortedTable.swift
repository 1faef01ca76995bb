/// A generated table of text: one string literal, a line per entry ("key", NUL, "value") sorted by the keys'
/// UTF-8 bytes, with the offset where each line starts, bisected where it lies.
///
/// Measured reason (callgrind, `list --offline`): an array of string literals costs every run the dynamic
/// loader's relocation of each literal's pointer (0.1 M instructions for the catalogs); splitting the literal
/// into lines at first use cost 2.4 M, and finding each probe's line by scanning its bytes 0.5 M in German.
struct SortedTable: Sendable {
    let text: String
    /// The UTF-8 offset where each line of `text` starts.
    let lines: [UInt32]

    /// The value of `key`; nil when the table has no line for it.
    func value(for key: String) -> String? {
        var key = key
        return key.withUTF8 { wanted in
            text.utf8.withContiguousStorageIfAvailable { table in value(for: wanted, in: table) } ?? nil
        }
    }

    private func value(for wanted: UnsafeBufferPointer<UInt8>, in table: UnsafeBufferPointer<UInt8>)
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
}
