extension SQLiteDatabase {
    /// The schema version stored in the file header (`PRAGMA user_version`), 0 for a new file.
    public func userVersion() throws(SQLiteError) -> Int {
        try query("PRAGMA user_version").first?.int("user_version") ?? 0
    }

    /// Stores `version` as the schema version in the file header.
    public func setUserVersion(_ version: Int) throws(SQLiteError) {
        try execute("PRAGMA user_version = \(Int32(clamping: version))")
    }

    /// The findings of `PRAGMA integrity_check`: exactly `["ok"]` when the file is sound.
    public func integrityCheck() throws(SQLiteError) -> [String] {
        try query("PRAGMA integrity_check").compactMap { $0.string("integrity_check") }
    }
}
