import Foundation
import Infrastructure

/// Every saved row of a wxapp database as text, for comparing the data before and after a run.
struct DatabaseSnapshot: Equatable, CustomStringConvertible {
    static let tables = ["place", "observation", "observation_condition"]

    let rows: [String]

    var description: String { rows.joined(separator: "\n") }

    /// Reads the file without changing it.
    static func of(_ path: String) throws -> DatabaseSnapshot {
        let database = try SQLiteDatabase(path: path, readOnly: true)
        var rows: [String] = []
        for table in tables {
            let columns = try database.query("SELECT name FROM pragma_table_info(?)", [.text(table)])
                .compactMap { $0.string("name") }
            for row in try database.query("SELECT * FROM \(table) ORDER BY rowid") {
                rows.append("\(table): " + columns.map { "\($0)=\(text(row[$0]))" }.joined(separator: " "))
            }
        }
        return DatabaseSnapshot(rows: rows)
    }

    /// SQLite's `PRAGMA integrity_check`, `["ok"]` for a sound file.
    static func integrity(of path: String) throws -> [String] {
        try SQLiteDatabase(path: path).integrityCheck()
    }

    private static func text(_ value: SQLiteValue) -> String {
        switch value {
        case .null: "NULL"
        case .integer(let number): String(number)
        case .real(let number): String(number)
        case .text(let text): text.debugDescription
        case .blob(let bytes): "blob(\(bytes.count))"
        }
    }
}
