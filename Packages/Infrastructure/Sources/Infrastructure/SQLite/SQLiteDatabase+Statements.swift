import CSQLite

extension SQLiteDatabase {
    /// Runs exactly one statement with bound values, stepping it to completion.
    public func run(_ sql: String, _ bindings: [SQLiteValue] = []) throws(SQLiteError) {
        try withStatement(sql, bindings) { statement throws(SQLiteError) in
            while try statement.step() {}
        }
    }

    /// Runs exactly one statement with bound values and returns every row it produces.
    public func query(_ sql: String, _ bindings: [SQLiteValue] = []) throws(SQLiteError) -> [SQLiteRow] {
        try withStatement(sql, bindings) { statement throws(SQLiteError) in
            let columnNames = statement.columnNames()
            var rows: [SQLiteRow] = []
            while try statement.step() {
                rows.append(statement.row(columnNames: columnNames))
            }
            return rows
        }
    }

    /// Binds, runs `body` and resets a cached statement; a statement that failed is finalized, not kept.
    private func withStatement<Result>(
        _ sql: String,
        _ bindings: [SQLiteValue],
        _ body: (SQLiteStatement) throws(SQLiteError) -> Result
    ) throws(SQLiteError) -> Result {
        let statement = try cachedStatement(sql)
        do throws(SQLiteError) {
            try statement.bind(bindings)
            let result = try body(statement)
            statement.reset()
            return result
        } catch {
            statementCache[sql] = nil
            statement.finalize()
            throw error
        }
    }

    private func cachedStatement(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        if let statement = statementCache[sql] { return statement }
        let statement = try prepareSingleStatement(sql)
        if statementCache.count >= Self.statementCacheLimit {
            for cached in statementCache.values { cached.finalize() }
            statementCache.removeAll()
        }
        statementCache[sql] = statement
        return statement
    }

    private func prepareSingleStatement(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        let (result, pointer, hasMoreStatements) = sql.withCString { text in
            var pointer: OpaquePointer?
            var tail: UnsafePointer<CChar>?
            let result = sqlite3_prepare_v2(handle, text, -1, &pointer, &tail)
            guard result == SQLITE_OK, let tail, tail.pointee != 0 else { return (result, pointer, false) }
            var next: OpaquePointer?
            let nextResult = sqlite3_prepare_v2(handle, tail, -1, &next, nil)
            defer { sqlite3_finalize(next) }
            return (result, pointer, nextResult != SQLITE_OK || next != nil)
        }
        guard result == SQLITE_OK else { throw SQLiteError.from(result, handle: handle, path: path) }
        guard let pointer else {
            throw SQLiteError(code: SQLITE_MISUSE, message: "no SQL statement in \"\(sql)\"", path: path)
        }
        guard !hasMoreStatements else {
            sqlite3_finalize(pointer)
            throw SQLiteError(
                code: SQLITE_MISUSE,
                message: "expected exactly one SQL statement (use execute for several) in \"\(sql)\"",
                path: path
            )
        }
        return SQLiteStatement(pointer: pointer, handle: handle, path: path)
    }
}
