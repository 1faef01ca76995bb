/// Work on the data that SQL alone cannot do (keys the program computes), run once for a file that was below
/// `version`: after every migration and in their transaction, so that it is written against the newest
/// schema only and never changes what a shipped migration did.
public struct SQLiteBackfill: Sendable {
    /// A file whose schema was below this version gets the backfill.
    public let version: Int
    public let run: @Sendable (SQLiteDatabase) throws(SQLiteError) -> Void

    public init(
        forFilesBelow version: Int, _ run: @escaping @Sendable (SQLiteDatabase) throws(SQLiteError) -> Void
    ) {
        self.version = version
        self.run = run
    }
}
