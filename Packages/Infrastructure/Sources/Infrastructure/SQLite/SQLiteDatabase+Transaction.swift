import CSQLite

extension SQLiteDatabase {
    /// BEGIN IMMEDIATE … COMMIT; rolls back and rethrows when body throws.
    public func transaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            rollBackIfOpen()
            throw error
        }
    }

    /// BEGIN DEFERRED … COMMIT: every read in `body` sees the same snapshot, even while others write.
    public func readTransaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN DEFERRED")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            rollBackIfOpen()
            throw error
        }
    }

    /// The same as `transaction(_:)` for a body that only throws `SQLiteError`.
    func sqliteTransaction<T>(_ body: () throws(SQLiteError) -> T) throws(SQLiteError) -> T {
        try execute("BEGIN IMMEDIATE")
        do throws(SQLiteError) {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            rollBackIfOpen()
            throw error
        }
    }

    /// Rolls back the open transaction unless SQLite has already ended it. The error that caused the
    /// rollback is the one reported; ROLLBACK's own result adds nothing the caller could act on.
    private func rollBackIfOpen() {
        guard sqlite3_get_autocommit(handle) == 0 else { return }
        sqlite3_exec(handle, "ROLLBACK", nil, nil, nil)
    }
}
