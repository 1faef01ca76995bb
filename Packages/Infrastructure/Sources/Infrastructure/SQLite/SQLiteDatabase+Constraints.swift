extension SQLiteDatabase {
    /// Lets `columns` of `table` hold NULL, keeping every row: the table's recorded definition is edited
    /// in place, as SQLite documents for changes that leave the stored rows as they are
    /// (https://www.sqlite.org/lang_altertable.html, "Making other kinds of table schema changes"), and
    /// the schema version is raised so that every connection reads the new definition. Each column must be
    /// declared `<name> REAL NOT NULL` exactly, or `<name> REAL` (already nullable, left as it is); anything
    /// else throws and, in a transaction, changes nothing.
    public func allowNull(in columns: [String], ofTable table: String) throws(SQLiteError) {
        guard
            let definition = try query(
                "SELECT sql FROM sqlite_schema WHERE type = 'table' AND name = ?", [.text(table)]
            ).first?.string("sql")
        else {
            throw SQLiteError(code: 0, message: "there is no table \(table)", path: path)
        }
        var edited = definition
        for column in columns {
            let declared = "\(column) REAL NOT NULL"
            // A column that already allows NULL is left as it is.
            if !edited.contains(declared),
                edited.contains("\(column) REAL,") || edited.contains("\(column) REAL\n")
            {
                continue
            }
            guard edited.contains(declared) else {
                throw SQLiteError(
                    code: 0, message: "\(table).\(column) is not declared \"\(declared)\"", path: path)
            }
            edited = edited.replacing(declared, with: "\(column) REAL")
        }
        let version = try query("PRAGMA schema_version").first?.int64("schema_version") ?? 0
        try execute("PRAGMA writable_schema = ON")
        do {
            try run(
                "UPDATE sqlite_schema SET sql = ? WHERE type = 'table' AND name = ?",
                [.text(edited), .text(table)])
            try execute("PRAGMA schema_version = \(version + 1)")
        } catch {
            try? execute("PRAGMA writable_schema = OFF")
            throw error
        }
        try execute("PRAGMA writable_schema = OFF")
    }
}
