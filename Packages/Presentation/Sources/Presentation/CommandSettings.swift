import Domain

/// Settings the composition root needs before it builds anything, parsed from global options.
public struct CommandSettings: Sendable, Equatable {
    /// `--db PATH`; nil lets the root use `WXAPP_DB` or the XDG default.
    public let databasePath: String?
    /// `--verbose`.
    public let verbose: Bool
    /// `--provider`; nil lets the root use `WXAPP_PROVIDER`, the configuration file, or the key's presence.
    public let provider: WeatherProvider?
    /// `--no-fallback`: true keeps to the provider in use, whatever `WXAPP_FALLBACK` and the file say.
    public let noFallback: Bool

    public init(
        databasePath: String?, verbose: Bool, provider: WeatherProvider? = nil, noFallback: Bool = false
    ) {
        self.databasePath = databasePath
        self.verbose = verbose
        self.provider = provider
        self.noFallback = noFallback
    }
}
