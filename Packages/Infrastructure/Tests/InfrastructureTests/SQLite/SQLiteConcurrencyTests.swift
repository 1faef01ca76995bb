import Foundation
import Testing

@testable import Infrastructure

/// Several connections on one file, as several wxapp processes have: nobody sees "database is locked".
struct SQLiteConcurrencyTests {
    static let migrations: [SQLiteMigration] = [
        SQLiteMigration(
            "place", sql: "CREATE TABLE place (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE)"),
        SQLiteMigration(
            "observation",
            sql:
                "CREATE TABLE observation (place_id INTEGER PRIMARY KEY REFERENCES place (id) ON DELETE CASCADE)"
        ),
    ]

    /// Runs `body` on `count` threads of their own at once and collects what each threw, if anything.
    static func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) throws -> Void) async -> [String] {
        await withTaskGroup(of: String?.self) { group in
            for index in 0..<count {
                group.addTask {
                    await withCheckedContinuation { continuation in
                        Thread {
                            do {
                                try body(index)
                                continuation.resume(returning: nil)
                            } catch {
                                continuation.resume(returning: "\(error)")
                            }
                        }.start()
                    }
                }
            }
            var failures: [String] = []
            for await failure in group {
                if let failure { failures.append(failure) }
            }
            return failures
        }
    }

    @Test func connectionsOpeningAndMigratingANewFileAtOnceAllSucceed() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("new.sqlite3")

        let failures = await Self.onThreads(8) { index in
            let database = try SQLiteDatabase(path: path)
            try SQLiteMigrator(migrations: Self.migrations).migrate(database)
            try database.run("INSERT INTO place (name) VALUES (?)", [.text("place \(index)")])
        }

        #expect(failures == [])
        let database = try SQLiteDatabase(path: path)
        #expect(try database.userVersion() == 2)
        #expect(try database.query("SELECT count(*) AS n FROM place").first?.int("n") == 8)
        #expect(try database.integrityCheck() == ["ok"])
    }

    @Test func openingAndReadingWhileAnotherConnectionHoldsTheWriteLockSucceeds() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("held.sqlite3")
        let writer = try SQLiteDatabase(path: path)
        try SQLiteMigrator(migrations: Self.migrations).migrate(writer)
        try writer.run("INSERT INTO place (name) VALUES ('committed')")
        try writer.execute("BEGIN IMMEDIATE")
        try writer.run("INSERT INTO place (name) VALUES ('uncommitted')")
        defer { try? writer.execute("ROLLBACK") }

        let reader = try SQLiteDatabase(path: path, busyTimeoutMilliseconds: 50)
        try SQLiteMigrator(migrations: Self.migrations).migrate(reader)
        let names = try reader.readTransaction {
            try reader.query("SELECT name FROM place ORDER BY id").compactMap { $0.string("name") }
        }

        #expect(names == ["committed"])
    }

    @Test func aReadTransactionSeesOneSnapshotWhileAnotherConnectionWrites() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("snapshot.sqlite3")
        let writer = try SQLiteDatabase(path: path)
        try SQLiteMigrator(migrations: Self.migrations).migrate(writer)
        try writer.run("INSERT INTO place (name) VALUES ('first')")
        let reader = try SQLiteDatabase(path: path)

        let counts = try reader.readTransaction {
            let before = try reader.query("SELECT count(*) AS n FROM place").first?.int("n")
            try writer.run("INSERT INTO place (name) VALUES ('second')")
            let after = try reader.query("SELECT count(*) AS n FROM place").first?.int("n")
            return [before, after]
        }

        #expect(counts == [1, 1])
        #expect(try reader.query("SELECT count(*) AS n FROM place").first?.int("n") == 2)
    }

    @Test func concurrentWritersOnTheirOwnConnectionsNeverFailBusy() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("writers.sqlite3")
        try SQLiteMigrator(migrations: Self.migrations).migrate(try SQLiteDatabase(path: path))

        let failures = await Self.onThreads(8) { index in
            let database = try SQLiteDatabase(path: path)
            for round in 0..<25 {
                try database.transaction {
                    try database.run(
                        "INSERT INTO place (name) VALUES (?) ON CONFLICT (name) DO NOTHING",
                        [.text("\(index)-\(round)")])
                    try database.run("DELETE FROM place WHERE name = ?", [.text("\(index)-\(round - 1)")])
                }
                _ = try database.readTransaction { try database.query("SELECT * FROM place") }
            }
        }

        #expect(failures == [])
        let names = try SQLiteDatabase(path: path).query("SELECT name FROM place ORDER BY name")
            .compactMap { $0.string("name") }
        #expect(names == (0..<8).map { "\($0)-24" })
    }
}

extension SQLiteConcurrencyTests {
    @Test func openingWithoutTheWriteAheadLogLeavesTheFileAsItIsUntilAskedFor() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("rollback.sqlite3")
        try SQLiteDatabase(path: path, writeAheadLog: false).execute("CREATE TABLE item (id INTEGER)")
        let before = try Data(contentsOf: URL(fileURLWithPath: path))

        let database = try SQLiteDatabase(path: path, writeAheadLog: false)
        #expect(try database.query("PRAGMA journal_mode").first?.string("journal_mode") == "delete")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)

        try database.enableWriteAheadLog()
        #expect(try database.query("PRAGMA journal_mode").first?.string("journal_mode") == "wal")
    }
}
