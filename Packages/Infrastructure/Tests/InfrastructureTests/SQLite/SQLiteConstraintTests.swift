import Testing

@testable import Infrastructure

struct SQLiteConstraintTests {
    static let table = """
        CREATE TABLE reading (
            id INTEGER PRIMARY KEY,
            temperature_k REAL NOT NULL,
            pressure_hpa REAL NOT NULL,
            humidity_percent REAL NOT NULL
        )
        """

    @Test func nullBecomesAllowedAndEveryRowIsKept() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let writer = try SQLiteDatabase(path: folder.file("x.sqlite3"))
        let reader = try SQLiteDatabase(path: folder.file("x.sqlite3"))
        try writer.execute(Self.table)
        try writer.run("INSERT INTO reading VALUES (1, 280, 1000, 50)")
        #expect(try reader.query("SELECT count(*) AS n FROM reading").first?.int("n") == 1)

        try writer.sqliteTransaction { () throws(SQLiteError) in
            try writer.allowNull(in: ["pressure_hpa", "humidity_percent"], ofTable: "reading")
        }

        try writer.run("INSERT INTO reading VALUES (2, 281, NULL, NULL)")
        // Another connection, whose schema was read before the change, sees the new definition too.
        try reader.run("INSERT INTO reading VALUES (3, 282, NULL, 40)")
        #expect(
            try reader.query("SELECT id, pressure_hpa FROM reading ORDER BY id").map { $0["pressure_hpa"] }
                == [.real(1000), .null, .null])
        #expect(throws: SQLiteError.self) { try writer.run("INSERT INTO reading VALUES (4, NULL, 1, 1)") }
        #expect(try writer.integrityCheck() == ["ok"])
    }

    @Test func aColumnNotDeclaredAsExpectedChangesNothing() throws {
        let database = try SQLiteDatabase.inMemory()
        try database.execute(Self.table)

        let error = #expect(throws: SQLiteError.self) {
            try database.sqliteTransaction { () throws(SQLiteError) in
                try database.allowNull(in: ["pressure_hpa", "wind_mps"], ofTable: "reading")
            }
        }

        #expect(error?.message == "reading.wind_mps is not declared \"wind_mps REAL NOT NULL\"")
        #expect(throws: SQLiteError.self) {
            try database.run("INSERT INTO reading VALUES (1, 280, NULL, 50)")
        }
        #expect(throws: SQLiteError.self) { try database.allowNull(in: ["x"], ofTable: "nowhere") }
    }
}
