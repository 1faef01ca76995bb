/// A result's column names, shared by its rows, that finds a column's position in a few instructions.
///
/// Mapping code reads every column of every row by name, so a general-purpose hash of the name
/// (and the string comparisons behind it) would cost more than reading the values; instead a small
/// open-addressing table keyed by the name's length and outer bytes leads to the one name to compare.
final class SQLiteColumnNames: Sendable {
    private let names: [String]
    /// Positions in `names`, or -1 for an empty slot; a power of two long, at most half full.
    private let slots: [Int]

    init(_ names: [String]) {
        self.names = names
        var size = 16
        while size < names.count * 2 { size *= 2 }
        var slots = [Int](repeating: -1, count: size)
        for (position, name) in names.enumerated() {
            var slot = Self.slot(of: name, size: size)
            while slots[slot] >= 0, names[slots[slot]] != name { slot = (slot + 1) & (size - 1) }
            if slots[slot] < 0 { slots[slot] = position }  // the first column of a repeated name wins
        }
        self.slots = slots
    }

    /// The position of the first column called `name`, or nil.
    func position(of name: String) -> Int? {
        var slot = Self.slot(of: name, size: slots.count)
        while slots[slot] >= 0 {
            if names[slots[slot]] == name { return slots[slot] }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }

    private static func slot(of name: String, size: Int) -> Int {
        name.utf8.withContiguousStorageIfAvailable { bytes in
            let outer = Int(bytes.first ?? 0) &* 7 &+ Int(bytes.last ?? 0)
            return (bytes.count &* 31 &+ outer) & (size - 1)
        } ?? 0
    }
}
