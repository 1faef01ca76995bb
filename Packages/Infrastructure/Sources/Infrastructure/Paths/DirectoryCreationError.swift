/// A directory that could not be created, with the system's reason.
public struct DirectoryCreationError: Error, Sendable, Equatable, CustomStringConvertible {
    public let path: String
    public let reason: String

    /// Describes the failure, e.g. "cannot create directory /x/y: Permission denied".
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "cannot create directory \(path): \(reason)" }
}
