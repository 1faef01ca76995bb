/// One frozen step of a schema, named: SQL, or columns whose NOT NULL constraint is lifted in place. It holds
/// no code, so that what a step does never changes once it has shipped.
public struct SQLiteMigration: Sendable {
    /// Columns of one table that come to allow NULL (see `SQLiteDatabase.allowNull(in:ofTable:)`).
    public struct NullableColumns: Sendable {
        public let table: String
        public let columns: [String]

        public init(_ table: String, _ columns: [String]) {
            self.table = table
            self.columns = columns
        }
    }

    /// What the step is named in messages ("forecast-provider").
    public let name: String
    public let sql: String
    public let nullable: [NullableColumns]

    /// A step of SQL alone; an empty `sql` is a step that changes no table (its work is a backfill's).
    public init(_ name: String, sql: String) {
        self.name = name
        self.sql = sql
        self.nullable = []
    }

    /// A step that lets the given columns hold NULL, keeping every row.
    public init(_ name: String, allowingNull nullable: [NullableColumns]) {
        self.name = name
        self.sql = ""
        self.nullable = nullable
    }

    func apply(to database: SQLiteDatabase) throws(SQLiteError) {
        try database.execute(sql)
        for edit in nullable {
            try database.allowNull(in: edit.columns, ofTable: edit.table)
        }
    }
}
