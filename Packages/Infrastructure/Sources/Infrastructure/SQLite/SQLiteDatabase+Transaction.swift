import CSQLite

extension SQLiteDatabase {
    /// BEGIN IMMEDIATE … COMMIT; rolls back and rethrows when body throws.
    public func transaction<T>(_ body: () throws -> T) throws -> T {
        try within("BEGIN IMMEDIATE", { $0 }, body)
    }

    /// BEGIN DEFERRED … COMMIT: every read in `body` sees the same snapshot, even while others write.
    public func readTransaction<T>(_ body: () throws -> T) throws -> T {
        try within("BEGIN DEFERRED", { $0 }, body)
    }

    /// The same as `transaction(_:)` for a body that only throws `SQLiteError`.
    func sqliteTransaction<T>(_ body: () throws(SQLiteError) -> T) throws(SQLiteError) -> T {
        try within("BEGIN IMMEDIATE", { $0 }, body)
    }

    /// `begin` … COMMIT around `body`, SQLite's own failures thrown as `failure` makes them; rolls back and
    /// rethrows when `body` or the commit throws.
    private func within<T, Failure: Error>(
        _ begin: String, _ failure: (SQLiteError) -> Failure, _ body: () throws(Failure) -> T
    ) throws(Failure) -> T {
        do throws(SQLiteError) {
            try execute(begin)
        } catch {
            throw failure(error)
        }
        do throws(Failure) {
            let result = try body()
            do throws(SQLiteError) {
                try execute("COMMIT")
            } catch {
                throw failure(error)
            }
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
