import CSQLite

extension SQLiteDatabase {
    /// A private in-memory copy of this database, to try a change on without touching the file.
    public func copyInMemory() throws(SQLiteError) -> SQLiteDatabase {
        let copy = try SQLiteDatabase.inMemory()
        guard let backup = sqlite3_backup_init(copy.handle, "main", handle, "main") else {
            throw SQLiteError.from(sqlite3_errcode(copy.handle), handle: copy.handle, path: path)
        }
        let step = sqlite3_backup_step(backup, -1)
        let finish = sqlite3_backup_finish(backup)
        guard step == SQLITE_DONE, finish == SQLITE_OK else {
            throw SQLiteError.from(step == SQLITE_DONE ? finish : step, handle: handle, path: path)
        }
        return copy
    }
}
