import Foundation
import Testing

@testable import Infrastructure

struct SQLiteDatabaseTests {
    static func stubTable(_ database: SQLiteDatabase) throws {
        try database.execute("CREATE TABLE item (id INTEGER PRIMARY KEY, value ANY) STRICT")
    }

    @Test func boundValuesRoundTripUnchanged() throws {
        // Given
        let database = try SQLiteDatabase.inMemory()
        try Self.stubTable(database)
        let values: [SQLiteValue] = [
            .null,
            .integer(Int64.max),
            .integer(Int64.min),
            .real(-273.15),
            .text(""),
            .text("O'Brien said \"hi\"; DROP TABLE item; --"),
            .text("Zürich · 東京 · São Tomé · e\u{301} · 🌦️ · \u{202E}rtl"),
            .blob([]),
            .blob([0, 1, 255, 0, 39, 34]),
        ]

        // When
        for (index, value) in values.enumerated() {
            try database.run("INSERT INTO item (id, value) VALUES (?, ?)", [.integer(Int64(index)), value])
        }
        let rows = try database.query("SELECT value FROM item ORDER BY id")

        // Then
        #expect(rows.map { $0["value"] } == values)
    }

    @Test func rowAccessorsConvertOnlyWhatTheyShould() throws {
        let database = try SQLiteDatabase.inMemory()
        let row = try #require(
            try database.query("SELECT 7 AS i, 2.5 AS r, 'x' AS t, NULL AS n, x'00' AS b").first)

        #expect(row.int("i") == 7)
        #expect(row.double("i") == 7.0)
        #expect(row.double("r") == 2.5)
        #expect(row.int("r") == nil)
        #expect(row.string("t") == "x")
        #expect(row.string("i") == nil)
        #expect(row["n"] == .null)
        #expect(row["missing"] == .null)
        #expect(row.blob("b") == [0])
    }

    @Test func fileDatabaseOpensInWALModeWithForeignKeysAndPersists() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("store.sqlite3")

        do {
            let database = try SQLiteDatabase(path: path)
            try Self.stubTable(database)
            try database.run("INSERT INTO item (value) VALUES (?)", [.text("kept")])
        }
        let reopened = try SQLiteDatabase(path: path)

        #expect(try reopened.query("PRAGMA journal_mode").first?.string("journal_mode") == "wal")
        #expect(try reopened.query("PRAGMA foreign_keys").first?.int("foreign_keys") == 1)
        #expect(try reopened.query("PRAGMA synchronous").first?.int("synchronous") == 1)
        #expect(try reopened.query("SELECT value FROM item").map { $0["value"] } == [.text("kept")])
    }

    @Test func changesAndLastInsertRowIDDescribeTheLastStatement() throws {
        let database = try SQLiteDatabase.inMemory()
        try Self.stubTable(database)
        for number in 1...3 {
            try database.run("INSERT INTO item (value) VALUES (?)", [.integer(Int64(number))])
        }
        #expect(database.lastInsertRowID == 3)

        try database.run("UPDATE item SET value = 0 WHERE value >= ?", [.integer(2)])

        #expect(database.changes == 2)
    }

    @Test func failedStatementIsReplacedByAFreshOneOnItsNextUse() throws {
        let database = try SQLiteDatabase.inMemory()
        try database.execute("CREATE TABLE tag (name TEXT NOT NULL UNIQUE)")
        let insert = "INSERT INTO tag (name) VALUES (?)"
        try database.run(insert, [.text("a")])

        let error = #expect(throws: SQLiteError.self) { try database.run(insert, [.text("a")]) }
        try database.run(insert, [.text("b")])

        #expect(error?.isConstraintViolation == true)
        #expect(error?.description == "UNIQUE constraint failed: tag.name (code 19) at :memory:")
        #expect(
            try database.query("SELECT name FROM tag ORDER BY name").map { $0["name"] } == [
                .text("a"), .text("b"),
            ])
    }

    @Test func foreignKeysAreEnforced() throws {
        let database = try SQLiteDatabase.inMemory()
        try database.execute(
            """
            CREATE TABLE parent (id INTEGER PRIMARY KEY);
            CREATE TABLE child (parent_id INTEGER NOT NULL REFERENCES parent (id));
            """)

        let error = #expect(throws: SQLiteError.self) {
            try database.run("INSERT INTO child (parent_id) VALUES (?)", [.integer(42)])
        }

        #expect(error?.message == "FOREIGN KEY constraint failed")
    }

    @Test func runAndQueryTakeExactlyOneStatementAndTheRightNumberOfValues() throws {
        let database = try SQLiteDatabase.inMemory()
        try Self.stubTable(database)

        let two = #expect(throws: SQLiteError.self) { try database.run("DELETE FROM item; DELETE FROM item") }
        let none = #expect(throws: SQLiteError.self) { try database.query("  -- nothing\n") }
        let short = #expect(throws: SQLiteError.self) {
            try database.run("INSERT INTO item VALUES (?, ?)", [.null])
        }

        #expect(
            two?.message
                == "expected exactly one SQL statement (use execute for several) in \"DELETE FROM item; DELETE FROM item\""
        )
        #expect(none?.message == "no SQL statement in \"  -- nothing\n\"")
        #expect(
            short?.description == "the statement takes 2 bound values but 1 were given (code 25) at :memory:")
        try database.run("SELECT 1; -- a trailing comment is fine")
    }

    @Test func errorsCarrySQLitesMessageAndThePath() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("errors.sqlite3")
        let database = try SQLiteDatabase(path: path)

        let error = #expect(throws: SQLiteError.self) { try database.query("SELECT * FROM missing") }

        #expect(error == SQLiteError(code: 1, message: "no such table: missing", path: path))
        #expect(error?.description == "no such table: missing (code 1) at \(path)")
    }

    @Test func transactionCommitsWhatTheBodyDid() throws {
        let database = try SQLiteDatabase.inMemory()
        try Self.stubTable(database)

        let count = try database.transaction {
            try database.run("INSERT INTO item (value) VALUES (1)")
            try database.run("INSERT INTO item (value) VALUES (2)")
            return try database.query("SELECT count(*) AS n FROM item").first?.int("n")
        }

        #expect(count == 2)
        #expect(try database.query("SELECT count(*) AS n FROM item").first?.int("n") == 2)
    }

    struct BodyFailure: Error, Equatable {}

    @Test func transactionRollsBackAndRethrowsWhenTheBodyThrows() throws {
        let database = try SQLiteDatabase.inMemory()
        try Self.stubTable(database)

        #expect(throws: BodyFailure()) {
            try database.transaction {
                try database.run("INSERT INTO item (value) VALUES (1)")
                throw BodyFailure()
            }
        }

        #expect(try database.query("SELECT count(*) AS n FROM item").first?.int("n") == 0)
        try database.transaction { try database.run("INSERT INTO item (value) VALUES (2)") }
        #expect(try database.query("SELECT value FROM item").map { $0["value"] } == [.integer(2)])
    }

    @Test func userVersionIsStoredInTheFile() throws {
        let database = try SQLiteDatabase.inMemory()
        #expect(try database.userVersion() == 0)

        try database.setUserVersion(7)

        #expect(try database.userVersion() == 7)
    }

    @Test func integrityCheckSaysOkForASoundFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try SQLiteDatabase(path: directory.file("sound.sqlite3"))
        try Self.stubTable(database)
        try database.run("INSERT INTO item (value) VALUES (?)", [.text("x")])

        #expect(try database.integrityCheck() == ["ok"])
    }
}
