import CSQLite

/// A prepared statement of one connection; the connection finalizes it.
struct SQLiteStatement {
    let pointer: OpaquePointer
    let handle: OpaquePointer
    let path: String

    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    func bind(_ values: [SQLiteValue]) throws(SQLiteError) {
        let expected = Int(sqlite3_bind_parameter_count(pointer))
        guard expected == values.count else {
            throw SQLiteError(
                code: SQLITE_RANGE,
                message: "the statement takes \(expected) bound values but \(values.count) were given",
                path: path
            )
        }
        for (offset, value) in values.enumerated() {
            let result = bind(value, at: Int32(offset + 1))
            guard result == SQLITE_OK else { throw SQLiteError.from(result, handle: handle, path: path) }
        }
    }

    private func bind(_ value: SQLiteValue, at index: Int32) -> Int32 {
        switch value {
        case .null:
            sqlite3_bind_null(pointer, index)
        case .integer(let number):
            sqlite3_bind_int64(pointer, index, number)
        case .real(let number):
            sqlite3_bind_double(pointer, index, number)
        case .text(let text):
            sqlite3_bind_text64(
                pointer, index, text, sqlite3_uint64(text.utf8.count), Self.transient, UInt8(SQLITE_UTF8))
        case .blob(let bytes) where bytes.isEmpty:
            sqlite3_bind_zeroblob(pointer, index, 0)
        case .blob(let bytes):
            bytes.withUnsafeBytes {
                sqlite3_bind_blob64(pointer, index, $0.baseAddress, sqlite3_uint64($0.count), Self.transient)
            }
        }
    }

    /// Advances one row: true when a row is ready, false when the statement is done.
    func step() throws(SQLiteError) -> Bool {
        let result = sqlite3_step(pointer)
        switch result {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default: throw SQLiteError.from(result, handle: handle, path: path)
        }
    }

    func columnNames() -> SQLiteColumnNames {
        SQLiteColumnNames(
            (0..<sqlite3_column_count(pointer)).map { String(cString: sqlite3_column_name(pointer, $0)) })
    }

    func row(columnNames: SQLiteColumnNames) -> SQLiteRow {
        let values = (0..<sqlite3_column_count(pointer)).map(value(at:))
        return SQLiteRow(columnNames: columnNames, values: values)
    }

    private func value(at column: Int32) -> SQLiteValue {
        switch sqlite3_column_type(pointer, column) {
        case SQLITE_INTEGER:
            return .integer(sqlite3_column_int64(pointer, column))
        case SQLITE_FLOAT:
            return .real(sqlite3_column_double(pointer, column))
        case SQLITE_TEXT:
            let count = Int(sqlite3_column_bytes(pointer, column))
            let bytes = UnsafeBufferPointer(start: sqlite3_column_text(pointer, column), count: count)
            return .text(String(decoding: bytes, as: UTF8.self))
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(pointer, column))
            guard let start = sqlite3_column_blob(pointer, column) else { return .blob([]) }
            return .blob(Array(UnsafeRawBufferPointer(start: start, count: count)))
        default:
            return .null
        }
    }

    /// Makes the statement ready for its next use and drops its bindings and locks.
    func reset() {
        sqlite3_reset(pointer)
        sqlite3_clear_bindings(pointer)
    }

    func finalize() {
        sqlite3_finalize(pointer)
    }
}
