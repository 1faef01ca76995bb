/// Append-only migrations: migration i (0-based) moves user_version from i to i+1, each in its own transaction.
public struct SQLiteMigrator: Sendable {
    private let migrations: [String]

    /// Keeps `migrations` in order; never edit or remove one that has shipped, only append.
    public init(migrations: [String]) {
        self.migrations = migrations
    }

    /// Applies what is missing; throws SQLiteError.schemaTooNew when the file's user_version is above migrations.count.
    public func migrate(_ database: SQLiteDatabase) throws(SQLiteError) {
        let current = try database.userVersion()
        guard current <= migrations.count else {
            throw .schemaTooNew(found: current, supported: migrations.count, path: database.path)
        }
        for version in current..<migrations.count {
            try database.sqliteTransaction { () throws(SQLiteError) in
                try database.execute(migrations[version])
                try database.setUserVersion(version + 1)
            }
        }
    }
}
