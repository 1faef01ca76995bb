import Foundation
import Testing

@testable import Infrastructure

extension SQLiteDatabaseTests {
    /// Read as it stands, a file is read without a lock or a file made beside it; one whose write-ahead log
    /// still holds changes is not, since the file alone is older than what was saved.
    @Test func aFileIsReadAsItStandsUnlessItsLogHoldsChanges() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("standing.sqlite3")
        do {
            let writer = try SQLiteDatabase(path: path)
            try Self.stubTable(writer)
            try writer.run("INSERT INTO item (value) VALUES ('kept')")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        let standing = try #require(try SQLiteDatabase.asItStands(path: path))
        #expect(try standing.query("SELECT value FROM item").map { $0.string("value") } == ["kept"])
        #expect(throws: SQLiteError.self) { try standing.run("INSERT INTO item (value) VALUES ('no')") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == files)

        let writer = try SQLiteDatabase(path: path)
        try writer.run("INSERT INTO item (value) VALUES ('in the log')")
        #expect(
            try SQLiteDatabase.asItStands(path: path) == nil,
            "the log holds a change while the writer is open")
    }
}
