/// Append-only migrations: migration i (0-based) moves user_version from i to i+1, each in its own transaction.
public struct SQLiteMigrator: Sendable {
    private let migrations: [SQLiteMigration]

    /// Keeps `migrations` in order; never edit or remove one that has shipped, only append.
    public init(migrations: [SQLiteMigration]) {
        self.migrations = migrations
    }

    /// Applies what is missing; throws SQLiteError.schemaTooNew when the file's user_version is above migrations.count.
    /// Safe when several processes open a new file at once: each step re-reads the version under the write lock.
    public func migrate(_ database: SQLiteDatabase) throws(SQLiteError) {
        guard try check(database.userVersion(), path: database.path) < migrations.count else { return }
        while try applyNext(database) {}
    }

    /// Applies the next missing migration in one transaction; false when there was none left.
    private func applyNext(_ database: SQLiteDatabase) throws(SQLiteError) -> Bool {
        try database.sqliteTransaction { () throws(SQLiteError) -> Bool in
            let version = try check(database.userVersion(), path: database.path)
            guard version < migrations.count else { return false }
            try database.execute(migrations[version].sql)
            try migrations[version].backfill?(database)
            try database.setUserVersion(version + 1)
            return true
        }
    }

    private func check(_ version: Int, path: String) throws(SQLiteError) -> Int {
        guard version <= migrations.count else {
            throw .schemaTooNew(found: version, supported: migrations.count, path: path)
        }
        return version
    }
}
