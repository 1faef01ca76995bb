import Logging

/// Chooses the log level from `--verbose` and an environment value; `.warning` when neither says otherwise,
/// so that a warning (a service retiring what wxapp asks for) reaches the user.
public enum LogLevelParser {
    /// The names of the levels, most detailed first.
    public static let levelNames = Logger.Level.allCases.map(\.rawValue)

    /// `verbose` means at least debug; a set environment value must name a level (any case), else this throws.
    public static func level(verbose: Bool, environmentValue: String?) throws(InvalidLogLevelError)
        -> Logger.Level
    {
        let configured = try parse(environmentValue)
        if verbose { return min(configured ?? .debug, .debug) }
        return configured ?? .warning
    }

    private static func parse(_ value: String?) throws(InvalidLogLevelError) -> Logger.Level? {
        guard let value, !value.trimmingASCIIWhitespace().isEmpty else { return nil }
        let name = value.trimmingASCIIWhitespace().lowercased()
        guard let level = Logger.Level(rawValue: name) else { throw InvalidLogLevelError(value: value) }
        return level
    }
}
