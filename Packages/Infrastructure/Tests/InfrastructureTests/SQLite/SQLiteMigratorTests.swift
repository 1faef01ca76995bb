import Testing

@testable import Infrastructure

struct SQLiteMigratorTests {
    static func stub(migrations: [SQLiteMigration] = stubMigrations) -> SQLiteMigrator {
        SQLiteMigrator(migrations: migrations)
    }

    static let stubMigrations: [SQLiteMigration] = [
        "CREATE TABLE place (id INTEGER PRIMARY KEY, name TEXT NOT NULL)",
        "ALTER TABLE place ADD COLUMN note TEXT; CREATE INDEX place_by_name ON place (name)",
    ]

    static func tables(_ database: SQLiteDatabase) throws -> [String] {
        try database.query("SELECT name FROM sqlite_schema WHERE type IN ('table', 'index') ORDER BY name")
            .compactMap { $0.string("name") }
    }

    @Test func freshDatabaseGetsEveryMigration() throws {
        let database = try SQLiteDatabase.inMemory()

        try Self.stub().migrate(database)

        #expect(try database.userVersion() == 2)
        #expect(try Self.tables(database) == ["place", "place_by_name"])
        try database.run("INSERT INTO place (name, note) VALUES ('a', 'b')")
    }

    @Test func migratingTwiceChangesNothing() throws {
        let database = try SQLiteDatabase.inMemory()
        try Self.stub().migrate(database)
        try database.run("INSERT INTO place (name) VALUES ('kept')")

        try Self.stub().migrate(database)

        #expect(try database.userVersion() == 2)
        #expect(try database.query("SELECT name FROM place").map { $0["name"] } == [.text("kept")])
    }

    @Test func appendedMigrationIsTheOnlyOneApplied() throws {
        let database = try SQLiteDatabase.inMemory()
        try Self.stub().migrate(database)

        try Self.stub(migrations: Self.stubMigrations + ["CREATE TABLE extra (id INTEGER)"]).migrate(database)

        #expect(try database.userVersion() == 3)
        #expect(try Self.tables(database) == ["extra", "place", "place_by_name"])
    }

    @Test func failingMigrationLeavesTheEarlierVersionIntact() throws {
        let database = try SQLiteDatabase.inMemory()
        let migrator = Self.stub(migrations: [
            Self.stubMigrations[0],
            "CREATE TABLE half (id INTEGER); INSERT INTO nowhere VALUES (1)",
        ])

        let error = #expect(throws: SQLiteError.self) { try migrator.migrate(database) }

        #expect(error?.message == "no such table: nowhere")
        #expect(try database.userVersion() == 1)
        #expect(try Self.tables(database) == ["place"])
    }

    @Test func aBackfillFillsWhatTheStepsSQLCreatedInTheSameStep() throws {
        let database = try SQLiteDatabase.inMemory()
        try Self.stub().migrate(database)
        try database.run("INSERT INTO place (name) VALUES ('Tromsø'), ('Łódź')")
        let upper = SQLiteMigration("CREATE TABLE shout (name TEXT NOT NULL)") {
            (database) throws(SQLiteError) in
            for row in try database.query("SELECT name FROM place ORDER BY id") {
                try database.run(
                    "INSERT INTO shout VALUES (?)", [.text(row.string("name")?.uppercased() ?? "")])
            }
        }

        try Self.stub(migrations: Self.stubMigrations + [upper]).migrate(database)

        #expect(try database.userVersion() == 3)
        #expect(
            try database.query("SELECT name FROM shout").map { $0["name"] } == [
                .text("TROMSØ"), .text("ŁÓDŹ"),
            ])
    }

    @Test func aFailingBackfillUndoesItsStep() throws {
        let database = try SQLiteDatabase.inMemory()
        let failing = SQLiteMigration("CREATE TABLE half (id INTEGER)") { (database) throws(SQLiteError) in
            try database.run("INSERT INTO nowhere VALUES (1)")
        }

        let error = #expect(throws: SQLiteError.self) {
            try Self.stub(migrations: Self.stubMigrations + [failing]).migrate(database)
        }

        #expect(error?.message == "no such table: nowhere")
        #expect(try database.userVersion() == 2)
        #expect(try Self.tables(database) == ["place", "place_by_name"])
    }

    @Test func newerSchemaIsRefusedUntouched() throws {
        let database = try SQLiteDatabase.inMemory()
        try database.setUserVersion(5)

        let error = #expect(throws: SQLiteError.self) { try Self.stub().migrate(database) }

        #expect(error == .schemaTooNew(found: 5, supported: 2, path: ":memory:"))
        #expect(try database.userVersion() == 5)
        #expect(try Self.tables(database) == [])
    }
}
