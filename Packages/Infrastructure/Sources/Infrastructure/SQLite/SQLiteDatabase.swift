import CSQLite

/// One open SQLite connection, owned by a single actor or thread; closed when released.
public final class SQLiteDatabase {
    /// The database file path (":memory:" for an in-memory database).
    public let path: String
    let handle: OpaquePointer
    private let busyTimeoutMilliseconds: Int32
    var statementCache: [String: SQLiteStatement] = [:]
    static let statementCacheLimit = 64

    /// Opens (creating if missing unless readOnly) with journal_mode=WAL (not for :memory:, nor when
    /// `writeAheadLog` is false: see `enableWriteAheadLog()`), busy_timeout, foreign_keys=ON, synchronous=NORMAL.
    /// `path` is always a file's path (never a URI); only ":memory:" names an in-memory database. A file this
    /// process cannot write is read as it stands and nothing is created beside it (see `SQLiteFileName`).
    public convenience init(
        path: String, busyTimeoutMilliseconds: Int32 = 5_000, readOnly: Bool = false,
        writeAheadLog: Bool = true
    ) throws(SQLiteError) {
        try self.init(
            path: path, name: SQLiteFileName(path: path), busyTimeoutMilliseconds: busyTimeoutMilliseconds,
            readOnly: readOnly, writeAheadLog: writeAheadLog)
    }

    /// The file at `path` read as it stands: read-only, immutable, taking no lock and making no file beside
    /// it, for reads on a disk that cannot take the write-ahead log's index (full, or over a file size
    /// limit). Nil when a write-ahead log beside it holds changes, which only a connection that can write
    /// that index may read: the file alone would be older than what was saved.
    public static func asItStands(path: String) throws(SQLiteError) -> SQLiteDatabase? {
        guard !SQLiteFileName.isInMemory(path), !SQLiteFileName.hasWriteAheadLogContent(path) else {
            return nil
        }
        return try SQLiteDatabase(
            path: path, name: SQLiteFileName(path: path, asItStands: true), busyTimeoutMilliseconds: 0,
            readOnly: true, writeAheadLog: false)
    }

    private init(
        path: String, name: SQLiteFileName, busyTimeoutMilliseconds: Int32, readOnly: Bool,
        writeAheadLog: Bool
    ) throws(SQLiteError) {
        self.path = path
        self.busyTimeoutMilliseconds = busyTimeoutMilliseconds
        var opened: OpaquePointer?
        // One owner at a time (see above), so SQLite's own per-call locking would only cost time.
        let access =
            readOnly || name.isImmutable ? SQLITE_OPEN_READONLY : (SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
        let flags = access | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_URI
        let result = sqlite3_open_v2(name.uri, &opened, flags, nil)
        guard result == SQLITE_OK, let opened else {
            let error = SQLiteError.from(result, handle: opened, path: path)
            sqlite3_close_v2(opened)
            throw error
        }
        handle = opened
        // From here on `deinit` closes the handle, also when configuration throws.
        try configure(writeAheadLog: writeAheadLog)
    }

    /// A fresh private database that lives in memory until released.
    public static func inMemory() throws(SQLiteError) -> SQLiteDatabase {
        try SQLiteDatabase(path: ":memory:")
    }

    deinit {
        for statement in statementCache.values { statement.finalize() }
        sqlite3_close_v2(handle)
    }

    /// True when this connection cannot write (opened read-only or the file is write-protected).
    public var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }

    /// Rows changed by the most recent INSERT, UPDATE or DELETE on this connection.
    public var changes: Int { Int(sqlite3_changes(handle)) }

    /// The rowid of the most recent successful INSERT on this connection.
    public var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// Runs one or more statements that take no bindings, stopping at the first failure.
    public func execute(_ sql: String) throws(SQLiteError) {
        var errorMessage: UnsafeMutablePointer<CChar>?
        let result = sqlite3_exec(handle, sql, nil, nil, &errorMessage)
        defer { sqlite3_free(errorMessage) }
        guard result == SQLITE_OK else {
            let message = errorMessage.map { String(cString: $0) } ?? String(cString: sqlite3_errmsg(handle))
            throw SQLiteError(
                code: result, message: message, path: path, systemErrorNumber: sqlite3_system_errno(handle))
        }
    }

    /// Switches a writable file to write-ahead logging (readers never wait for the writer); the mode is stored
    /// in the file. Open with `writeAheadLog: false` and call this once the file is known to be the right one,
    /// so that a file the program then refuses (say, from a newer version) is left exactly as it was.
    /// SQLite asks no busy handler before this switch, so connections that make it at once (several first
    /// opens of a new file) wait here for each other, as long as the busy timeout, instead of failing.
    public func enableWriteAheadLog() throws(SQLiteError) {
        guard !isInMemory, !isReadOnly else { return }
        let deadline = ContinuousClock.now + .milliseconds(busyTimeoutMilliseconds)
        while true {
            do {
                try execute("PRAGMA journal_mode = WAL")
                return
            } catch let error where error.isBusy && ContinuousClock.now < deadline {
                sqlite3_sleep(5)
            }
        }
    }

    private func configure(writeAheadLog: Bool) throws(SQLiteError) {
        sqlite3_busy_timeout(handle, busyTimeoutMilliseconds)
        // Reading the header makes a file that is not a database fail here rather than on first use.
        _ = try userVersion()
        if writeAheadLog {
            try enableWriteAheadLog()
        }
        try execute("PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL")
    }

    private var isInMemory: Bool {
        SQLiteFileName.isInMemory(path)
    }
}

extension SQLiteError {
    static func from(_ result: Int32, handle: OpaquePointer?, path: String) -> SQLiteError {
        guard let handle else {
            return SQLiteError(code: result, message: String(cString: sqlite3_errstr(result)), path: path)
        }
        return SQLiteError(
            code: result,
            message: String(cString: sqlite3_errmsg(handle)),
            path: path,
            systemErrorNumber: sqlite3_system_errno(handle)
        )
    }
}
