/// A file that could not be copied, moved or synced, with the system's reason.
public struct FileOperationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was being done, e.g. "copy /a to /b".
    public let operation: String
    public let reason: String

    /// Describes the failure, e.g. "cannot copy /a to /b: Permission denied".
    public init(operation: String, reason: String) {
        self.operation = operation
        self.reason = reason
    }

    public var description: String { "cannot \(operation): \(reason)" }
}
