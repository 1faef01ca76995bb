/// One result row whose values are looked up by column name; a missing column reads as `.null`.
public struct SQLiteRow: Sendable {
    private let columnNames: SQLiteColumnNames
    private let values: [SQLiteValue]

    init(columnNames: SQLiteColumnNames, values: [SQLiteValue]) {
        self.columnNames = columnNames
        self.values = values
    }

    /// The value of `column` (the first column of that name), or `.null` when the row has no such
    /// column or holds NULL there.
    public subscript(_ column: String) -> SQLiteValue {
        guard let index = columnNames.position(of: column) else { return .null }
        return values[index]
    }

    /// The text in `column`, or nil unless it holds text.
    public func string(_ column: String) -> String? {
        if case .text(let text) = self[column] { return text }
        return nil
    }

    /// The number in `column` as a `Double` (integers convert), or nil unless it holds a number.
    public func double(_ column: String) -> Double? {
        switch self[column] {
        case .real(let value): value
        case .integer(let value): Double(value)
        default: nil
        }
    }

    /// The integer in `column`, or nil unless it holds an integer that fits in `Int`.
    public func int(_ column: String) -> Int? {
        if case .integer(let value) = self[column] { return Int(exactly: value) }
        return nil
    }

    /// The integer in `column` as `Int64`, or nil unless it holds an integer.
    public func int64(_ column: String) -> Int64? {
        if case .integer(let value) = self[column] { return value }
        return nil
    }

    /// The bytes in `column`, or nil unless it holds a blob.
    public func blob(_ column: String) -> [UInt8]? {
        if case .blob(let bytes) = self[column] { return bytes }
        return nil
    }
}
