import Testing

@testable import Infrastructure

struct SQLiteColumnNamesTests {
    @Test func everyNameIsFoundAtItsPosition() {
        let names = ["id", "name", "country_code", "latitude", "longitude", "wind_direction_deg", ""]
        let columns = SQLiteColumnNames(names)

        #expect(names.map { columns.position(of: $0) } == Array(0..<names.count))
    }

    @Test func namesThatShareLengthAndOuterBytesAreToldApart() {
        // Same length, same first and last byte: one slot, found by probing.
        let names = ["maximum_k", "minimum_k", "mxxxxxx_k", "m_______k"]
        let columns = SQLiteColumnNames(names)

        #expect(names.map { columns.position(of: $0) } == [0, 1, 2, 3])
        #expect(columns.position(of: "moooooo_k") == nil)
    }

    @Test func theFirstOfARepeatedNameWins() {
        let columns = SQLiteColumnNames(["id", "name", "id", "name"])

        #expect(columns.position(of: "id") == 0)
        #expect(columns.position(of: "name") == 1)
    }

    @Test func missingNamesAreNil() {
        let columns = SQLiteColumnNames(["id", "name"])

        #expect(columns.position(of: "Name") == nil)
        #expect(columns.position(of: "names") == nil)
        #expect(SQLiteColumnNames([]).position(of: "id") == nil)
    }

    @Test func manyColumnsStillFindEachOne() {
        let names = (0..<300).map { "column_\($0)" } + ["é", "名前"]
        let columns = SQLiteColumnNames(names)

        #expect(names.map { columns.position(of: $0) } == Array(0..<names.count))
    }

    @Test func rowsOfARealQueryReadByName() throws {
        let database = try SQLiteDatabase.inMemory()

        let rows = try database.query("SELECT 1 AS a, 'x' AS b, 2.5 AS a")

        #expect(rows.count == 1)
        #expect(rows[0].int("a") == 1)
        #expect(rows[0].string("b") == "x")
        #expect(rows[0].double("missing") == nil)
    }
}
