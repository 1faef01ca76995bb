import Foundation
import Infrastructure

extension Sandbox {
    /// Runs `sql` on the sandbox's database, as time would change it (readings growing old, alerts ending).
    func editDatabase(_ sql: String) throws {
        try SQLiteDatabase(path: databaseURL.path).execute(sql)
    }
}
