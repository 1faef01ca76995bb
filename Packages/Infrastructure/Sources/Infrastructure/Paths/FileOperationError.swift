/// A file that could not be copied, moved or synced, or a directory that could not be created, with the
/// system's reason.
public struct FileOperationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was being done, e.g. "copy /a to /b".
    public let operation: String
    public let reason: String

    /// Describes the failure, e.g. "cannot copy /a to /b: Permission denied".
    public init(operation: String, reason: String) {
        self.operation = operation
        self.reason = reason
    }

    /// A directory that could not be created: "cannot create directory /x/y: Permission denied".
    public static func directory(_ path: String, reason: String) -> FileOperationError {
        FileOperationError(operation: "create directory \(path)", reason: reason)
    }

    public var description: String { "cannot \(operation): \(reason)" }
}
