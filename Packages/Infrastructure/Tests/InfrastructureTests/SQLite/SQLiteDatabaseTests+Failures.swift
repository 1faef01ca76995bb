import Foundation
import Testing

@testable import Infrastructure

extension SQLiteDatabaseTests {
    @Test func fileOfRandomBytesFailsAtOpenAsCorrupt() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("random.sqlite3")
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<8192).map { _ in UInt8.random(in: 0...255, using: &generator) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))

        let error = #expect(throws: SQLiteError.self) { try SQLiteDatabase(path: path) }

        #expect(error?.isCorrupt == true)
        #expect(error?.description == "file is not a database (code 26) at \(path)")
    }

    @Test func readOnlyConnectionReadsButRefusesWrites() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("readonly.sqlite3")
        do {
            let writer = try SQLiteDatabase(path: path)
            try Self.stubTable(writer)
            try writer.run("INSERT INTO item (value) VALUES ('kept')")
        }

        let reader = try SQLiteDatabase(path: path, readOnly: true)
        let error = #expect(throws: SQLiteError.self) { try reader.run("DELETE FROM item") }

        #expect(reader.isReadOnly)
        #expect(try reader.query("SELECT value FROM item").map { $0["value"] } == [.text("kept")])
        #expect(error?.isReadOnly == true)
        #expect(error?.description == "attempt to write a readonly database (code 8) at \(path)")
    }

    @Test(.enabled(if: getuid() != 0, "root may write to any file"))
    func writeProtectedFileOpensForReadingAndRefusesWrites() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("protected.sqlite3")
        do {
            let writer = try SQLiteDatabase(path: path)
            try Self.stubTable(writer)
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)

        let database = try SQLiteDatabase(path: path)
        let error = #expect(throws: SQLiteError.self) {
            try database.run("INSERT INTO item (value) VALUES (1)")
        }

        #expect(try database.query("SELECT count(*) AS n FROM item").first?.int("n") == 0)
        #expect(error?.isReadOnly == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["protected.sqlite3"])
    }

    @Test func aPathIsAlwaysTheFileOfThatName() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let name = "file:odd%41 name?mode=memory#part.sqlite3"
        let path = directory.file(name)

        do {
            let database = try SQLiteDatabase(path: path)
            try Self.stubTable(database)
            try database.run("INSERT INTO item (value) VALUES ('kept')")
        }

        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [name])
        let reopened = try SQLiteDatabase(path: path, readOnly: true)
        #expect(try reopened.query("SELECT value FROM item").map { $0["value"] } == [.text("kept")])
    }

    @Test func missingDirectoryCannotBeOpened() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("absent/db.sqlite3")

        let error = #expect(throws: SQLiteError.self) { try SQLiteDatabase(path: path) }

        #expect(error?.description == "unable to open database file (code 14) at \(path)")
        #expect(error?.isReadOnly == false)
    }

    @Test func databaseAtItsSizeLimitReportsFull() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("full.sqlite3")
        let database = try SQLiteDatabase(path: path)
        try Self.stubTable(database)
        try database.execute("PRAGMA max_page_count = 8")

        let error = #expect(throws: SQLiteError.self) {
            for _ in 0..<64 {
                try database.run(
                    "INSERT INTO item (value) VALUES (?)", [.blob(Array(repeating: 7, count: 4096))])
            }
        }

        #expect(error?.isFull == true)
        #expect(error?.description == "database or disk is full (code 13) at \(path)")
    }

    @Test func writerHoldingTheLockMakesAnotherConnectionBusy() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("busy.sqlite3")
        let holder = try SQLiteDatabase(path: path)
        let waiter = try SQLiteDatabase(path: path, busyTimeoutMilliseconds: 20)
        try holder.execute("BEGIN IMMEDIATE")
        defer { try? holder.execute("ROLLBACK") }

        let error = #expect(throws: SQLiteError.self) { try waiter.execute("BEGIN IMMEDIATE") }

        #expect(error?.isBusy == true)
    }

    @Test func damagedPageFailsTheIntegrityCheck() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("damaged.sqlite3")
        do {
            let database = try SQLiteDatabase(path: path)
            try database.execute(
                "PRAGMA journal_mode = DELETE; CREATE TABLE item (value TEXT); CREATE INDEX by_value ON item (value)"
            )
            for number in 0..<500 {
                try database.run("INSERT INTO item (value) VALUES (?)", [.text("value \(number)")])
            }
        }
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let pageSize = 4096
        for offset in (pageSize * 2 + 8)..<(pageSize * 3) { bytes[offset] = 0xA5 }
        try Data(bytes).write(to: URL(fileURLWithPath: path))

        let database = try SQLiteDatabase(path: path)
        let findings: [String]
        do {
            findings = try database.integrityCheck()
        } catch {
            #expect(error.isCorrupt)
            return
        }

        #expect(findings != ["ok"])
        #expect(!findings.isEmpty)
    }
}
