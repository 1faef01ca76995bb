import Logging

/// A log level setting that names no level; its description lists the valid names.
public struct InvalidLogLevelError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The value as it was given.
    public let value: String

    public var description: String {
        let names = Logger.Level.allCases.map(\.rawValue).joined(separator: ", ")
        return "\"\(value)\" is not a log level; use one of: \(names)"
    }
}
