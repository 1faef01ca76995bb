/// One step of a schema: SQL, then optionally code that fills what SQL alone cannot compute, both in the
/// step's transaction. A string literal is a step of SQL alone.
public struct SQLiteMigration: Sendable, ExpressibleByStringLiteral {
    public let sql: String
    public let backfill: (@Sendable (SQLiteDatabase) throws(SQLiteError) -> Void)?

    public init(_ sql: String, backfill: (@Sendable (SQLiteDatabase) throws(SQLiteError) -> Void)? = nil) {
        self.sql = sql
        self.backfill = backfill
    }

    public init(stringLiteral sql: String) {
        self.init(sql)
    }
}
