import CSQLite

/// Append-only migrations: migration i (0-based) moves user_version from i to i+1. Every missing step, and
/// the backfills the file's old version calls for, run in one transaction: a file is at its old version or
/// at the newest, never between.
public struct SQLiteMigrator: Sendable {
    private let migrations: [SQLiteMigration]
    private let backfills: [SQLiteBackfill]

    /// Keeps `migrations` in order; never edit or remove one that has shipped, only append.
    public init(migrations: [SQLiteMigration], backfills: [SQLiteBackfill] = []) {
        self.migrations = migrations
        self.backfills = backfills
    }

    /// Applies what is missing. Throws SQLiteError.schemaTooNew when the file's user_version is above
    /// migrations.count, and SQLiteError.schemaDamaged when it is negative or a step does not apply to the
    /// tables the file holds (they are not what its version says). Safe when several processes open a new
    /// file at once: the version is read again under the write lock.
    public func migrate(_ database: SQLiteDatabase) throws(SQLiteError) {
        guard try check(database.userVersion(), path: database.path) < migrations.count else { return }
        try database.sqliteTransaction { () throws(SQLiteError) in
            let start = try check(database.userVersion(), path: database.path)
            guard start < migrations.count else { return }
            for version in start..<migrations.count {
                try apply(migrations[version], from: version, to: database)
            }
            for backfill in backfills where start < backfill.version {
                try backfill.run(database)
            }
            try database.setUserVersion(migrations.count)
        }
    }

    /// The step that takes the file from `version`; a step that SQL or the step itself refuses (a table or
    /// column that is missing, or already there) means the tables are not those of `version`. A failure of
    /// the disk, a lock or the file is thrown as it is.
    private func apply(_ migration: SQLiteMigration, from version: Int, to database: SQLiteDatabase)
        throws(SQLiteError)
    {
        do {
            try migration.apply(to: database)
        } catch  where error.code == SQLITE_ERROR || error.code == 0 {
            throw .schemaDamaged(
                found: version,
                detail: "migration \(version + 1) (\(migration.name)) does not apply: \(error.message)",
                path: database.path)
        }
    }

    private func check(_ version: Int, path: String) throws(SQLiteError) -> Int {
        guard version >= 0 else {
            throw .schemaDamaged(found: version, detail: "no version is negative", path: path)
        }
        guard version <= migrations.count else {
            throw .schemaTooNew(found: version, supported: migrations.count, path: path)
        }
        return version
    }
}
