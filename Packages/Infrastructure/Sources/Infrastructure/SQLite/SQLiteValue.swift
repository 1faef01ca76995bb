/// One SQLite value, bound as a parameter or read from a column; text and blobs keep every byte.
public enum SQLiteValue: Sendable, Equatable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])
}
