import Foundation
import Infrastructure
import Testing

/// Damages a database file on purpose, the way a failing disk would.
enum DamagedDatabase {
    /// Overwrites the first leaf page under `table`'s root (which must be an interior page) with junk.
    static func overwriteFirstLeaf(ofTable table: String, at path: String) throws {
        let (root, pageSize) = try {
            let database = try SQLiteDatabase(path: path)
            try database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            let root = try #require(
                database.query("SELECT rootpage FROM sqlite_schema WHERE name = ?", [.text(table)]).first?
                    .int(
                        "rootpage"))
            let pageSize = try #require(database.query("PRAGMA page_size").first?.int("page_size"))
            return (root, pageSize)
        }()
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        let rootOffset = (root - 1) * pageSize
        try #require(bytes[rootOffset] == 0x05, "\(table) fits in one page; save more rows")
        let firstCell = Int(bytes[rootOffset + 12]) << 8 | Int(bytes[rootOffset + 13])
        let child = bytes[(rootOffset + firstCell)..<(rootOffset + firstCell + 4)].reduce(0) {
            $0 << 8 | Int($1)
        }
        for offset in ((child - 1) * pageSize)..<(child * pageSize) {
            bytes[offset] = 0xA5
        }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }
}
