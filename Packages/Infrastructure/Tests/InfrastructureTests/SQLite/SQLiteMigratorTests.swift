import Testing

@testable import Infrastructure

struct SQLiteMigratorTests {
    static func stub(migrations: [SQLiteMigration] = stubMigrations, backfills: [SQLiteBackfill] = [])
        -> SQLiteMigrator
    {
        SQLiteMigrator(migrations: migrations, backfills: backfills)
    }

    static let stubMigrations: [SQLiteMigration] = [
        SQLiteMigration("place", sql: "CREATE TABLE place (id INTEGER PRIMARY KEY, name TEXT NOT NULL)"),
        SQLiteMigration(
            "note", sql: "ALTER TABLE place ADD COLUMN note TEXT; CREATE INDEX place_by_name ON place (name)"),
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

        try Self.stub(
            migrations: Self.stubMigrations + [
                SQLiteMigration("extra", sql: "CREATE TABLE extra (id INTEGER)")
            ]
        ).migrate(database)

        #expect(try database.userVersion() == 3)
        #expect(try Self.tables(database) == ["extra", "place", "place_by_name"])
    }

    @Test func aFailingStepLeavesTheFileAsItWas() throws {
        let database = try SQLiteDatabase.inMemory()
        let migrator = Self.stub(migrations: [
            Self.stubMigrations[0],
            SQLiteMigration("half", sql: "CREATE TABLE half (id INTEGER); INSERT INTO nowhere VALUES (1)"),
        ])

        let error = #expect(throws: SQLiteError.self) { try migrator.migrate(database) }

        #expect(
            error?.message
                == "schema version 1: migration 2 (half) does not apply: no such table: nowhere")
        #expect(error?.isSchemaDamaged == true)
        #expect(try database.userVersion() == 0)
        #expect(try Self.tables(database) == [])
    }

    /// A file whose version says a step is missing while its tables already have it (its version was
    /// lowered by hand, or damaged): the step does not apply, and the file is left as it was.
    @Test func aStepAlreadyInTheTablesMeansTheVersionIsDamaged() throws {
        let database = try SQLiteDatabase.inMemory()
        try Self.stub().migrate(database)
        try database.setUserVersion(1)

        let error = #expect(throws: SQLiteError.self) { try Self.stub().migrate(database) }

        #expect(
            error?.message
                == "schema version 1: migration 2 (note) does not apply: duplicate column name: note")
        #expect(error?.isSchemaDamaged == true)
        #expect(try database.userVersion() == 1)
    }

    @Test(arguments: [-1, -2_147_483_648])
    func aNegativeVersionIsDamagedAndLeftUntouched(version: Int) throws {
        let database = try SQLiteDatabase.inMemory()
        try database.setUserVersion(version)

        let error = #expect(throws: SQLiteError.self) { try Self.stub().migrate(database) }

        #expect(
            error
                == .schemaDamaged(found: version, detail: "no version is negative", path: ":memory:"))
        #expect(error?.isSchemaDamaged == true && error?.isSchemaTooNew == false)
        #expect(try database.userVersion() == version)
        #expect(try Self.tables(database) == [])
    }

    @Test func aBackfillRunsAfterEveryStepForAFileBelowItsVersion() throws {
        let database = try SQLiteDatabase.inMemory()
        try Self.stub(migrations: [Self.stubMigrations[0]]).migrate(database)
        try database.run("INSERT INTO place (name) VALUES ('Tromsø'), ('Łódź')")
        // Written against the newest schema: it fills the column the second step adds.
        let upper = SQLiteBackfill(forFilesBelow: 2) { (database) throws(SQLiteError) in
            for row in try database.query("SELECT id, name FROM place ORDER BY id") {
                try database.run(
                    "UPDATE place SET note = ? WHERE id = ?",
                    [.text(row.string("name")?.uppercased() ?? ""), row["id"]])
            }
        }

        try Self.stub(backfills: [upper]).migrate(database)

        #expect(try database.userVersion() == 2)
        #expect(
            try database.query("SELECT note FROM place ORDER BY id").map { $0["note"] } == [
                .text("TROMSØ"), .text("ŁÓDŹ"),
            ])
    }

    @Test func aBackfillSkipsAFileAtOrAboveItsVersion() throws {
        let database = try SQLiteDatabase.inMemory()
        try Self.stub().migrate(database)
        try database.run("INSERT INTO place (name) VALUES ('kept')")
        let appended =
            Self.stubMigrations + [SQLiteMigration("extra", sql: "CREATE TABLE extra (id INTEGER)")]
        let never = SQLiteBackfill(forFilesBelow: 2) { (database) throws(SQLiteError) in
            try database.run("DELETE FROM place")
        }

        try Self.stub(migrations: appended, backfills: [never]).migrate(database)

        #expect(try database.userVersion() == 3)
        #expect(try database.query("SELECT name FROM place").map { $0["name"] } == [.text("kept")])
    }

    @Test func aFailingBackfillUndoesEveryStep() throws {
        let database = try SQLiteDatabase.inMemory()
        let failing = SQLiteBackfill(forFilesBelow: 2) { (database) throws(SQLiteError) in
            try database.run("INSERT INTO nowhere VALUES (1)")
        }

        let error = #expect(throws: SQLiteError.self) {
            try Self.stub(backfills: [failing]).migrate(database)
        }

        #expect(error?.message == "no such table: nowhere")
        #expect(try database.userVersion() == 0)
        #expect(try Self.tables(database) == [])
    }

    @Test func aStepThatLiftsNotNullKeepsEveryRow() throws {
        let database = try SQLiteDatabase.inMemory()
        let strict = SQLiteMigration("strict", sql: "CREATE TABLE reading (id INTEGER, value REAL NOT NULL)")
        try Self.stub(migrations: [strict]).migrate(database)
        try database.run("INSERT INTO reading VALUES (1, 2.5)")
        let lifted = SQLiteMigration("lifted", allowingNull: [.init("reading", ["value"])])

        try Self.stub(migrations: [strict, lifted]).migrate(database)

        try database.run("INSERT INTO reading VALUES (2, NULL)")
        #expect(
            try database.query("SELECT value FROM reading ORDER BY id").map { $0["value"] } == [
                .real(2.5), .null,
            ])
    }

    @Test func copyInMemoryLeavesTheFileAsItWas() throws {
        let database = try SQLiteDatabase.inMemory()
        try Self.stub().migrate(database)
        try database.run("INSERT INTO place (name) VALUES ('kept')")

        let copy = try database.copyInMemory()
        try copy.run("DELETE FROM place")

        #expect(try copy.userVersion() == 2)
        #expect(try database.query("SELECT name FROM place").map { $0["name"] } == [.text("kept")])
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
