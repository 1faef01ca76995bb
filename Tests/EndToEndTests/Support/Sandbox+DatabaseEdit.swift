import Foundation
import Infrastructure

extension Sandbox {
    /// Runs `sql` on the sandbox's database, as time would change it (readings growing old, alerts ending).
    func editDatabase(_ sql: String) throws {
        try SQLiteDatabase(path: databaseURL.path).execute(sql)
    }
}

extension Sandbox {
    /// The column `value` of the first row `sql` gives on the sandbox's database, as text; nil for none.
    func queryDatabase(_ sql: String) throws -> String? {
        guard let row = try SQLiteDatabase(path: databaseURL.path, readOnly: true).query(sql).first else {
            return nil
        }
        return row.string("value") ?? row.int64("value").map(String.init)
    }
}
