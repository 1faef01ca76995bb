import CSQLite

#if canImport(Glibc)
    import Glibc
#endif

/// A failed SQLite operation, carrying SQLite's result code and message and the database path.
public struct SQLiteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// SQLite's primary result code, or 0 for failures that did not come from SQLite.
    public let code: Int32
    /// SQLite's own words for the failure (or ours when `code` is 0).
    public let message: String
    /// The database file path (":memory:" for an in-memory database).
    public let path: String
    /// The operating system's `errno` behind the failure, 0 when there was none.
    public let systemErrorNumber: Int32
    private let schemaFault: SchemaFault?

    /// What is wrong with the schema version of a file that is otherwise a database.
    private enum SchemaFault: Sendable, Equatable {
        case tooNew
        case damaged
    }

    /// Describes a failure; `code` is reduced to its primary result code.
    public init(code: Int32, message: String, path: String, systemErrorNumber: Int32 = 0) {
        self.init(
            code: code, message: message, path: path, systemErrorNumber: systemErrorNumber,
            schemaFault: nil)
    }

    private init(
        code: Int32, message: String, path: String, systemErrorNumber: Int32, schemaFault: SchemaFault?
    ) {
        self.code = code & 0xff
        self.message = message
        self.path = path
        self.systemErrorNumber = systemErrorNumber
        self.schemaFault = schemaFault
    }

    /// SQLite's message, code and path ("file is not a database (code 26) at /x/y.sqlite3"), or "path: message" for code 0.
    public var description: String {
        code == 0 ? "\(path): \(message)" : "\(message) (code \(code)) at \(path)"
    }

    /// The file is damaged or is not a SQLite database at all.
    public var isCorrupt: Bool { code == SQLITE_CORRUPT || code == SQLITE_NOTADB }

    /// The disk, a quota, the file size limit or the database's own size limit is full.
    public var isFull: Bool {
        code == SQLITE_FULL || (code == SQLITE_IOERR && [ENOSPC, EDQUOT, EFBIG].contains(systemErrorNumber))
    }

    /// The database or its directory cannot be written by this process.
    public var isReadOnly: Bool {
        switch code {
        case SQLITE_READONLY, SQLITE_PERM, SQLITE_AUTH: true
        case SQLITE_CANTOPEN: [EACCES, EPERM, EROFS].contains(systemErrorNumber)
        default: false
        }
    }

    /// Reading or writing the file failed in the operating system (a failing disk, a file size limit).
    public var isInputOutputFailure: Bool { code == SQLITE_IOERR }

    /// Another connection holds a lock that outlasted the busy timeout.
    public var isBusy: Bool { code == SQLITE_BUSY || code == SQLITE_LOCKED }

    /// A constraint (unique, foreign key, not null, check) rejected the change.
    public var isConstraintViolation: Bool { code == SQLITE_CONSTRAINT }

    /// The file's schema is newer than the migrations this program has (see `schemaTooNew`).
    public var isSchemaTooNew: Bool { schemaFault == .tooNew }

    /// The file's schema version is not one its tables have (see `schemaDamaged`).
    public var isSchemaDamaged: Bool { schemaFault == .damaged }

    /// The file's schema was written by a newer program than this one.
    public static func schemaTooNew(found: Int, supported: Int, path: String) -> SQLiteError {
        SQLiteError(
            code: 0,
            message: "the database schema version \(found) is newer than the newest this program knows "
                + "(\(supported)); use a newer version of the program or another database file",
            path: path,
            systemErrorNumber: 0,
            schemaFault: .tooNew
        )
    }

    /// The file's schema version is `found`, which its tables are not at (or which no program writes);
    /// `detail` says how that showed.
    public static func schemaDamaged(found: Int, detail: String, path: String) -> SQLiteError {
        SQLiteError(
            code: 0,
            message: "schema version \(found): \(detail)",
            path: path,
            systemErrorNumber: 0,
            schemaFault: .damaged
        )
    }
}
