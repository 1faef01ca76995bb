/// Settings the composition root needs before it builds anything, parsed from global options.
public struct CommandSettings: Sendable, Equatable {
    /// `--db PATH`; nil lets the root use `WXAPP_DB` or the XDG default.
    public let databasePath: String?
    /// `--verbose`.
    public let verbose: Bool

    public init(databasePath: String?, verbose: Bool) {
        self.databasePath = databasePath
        self.verbose = verbose
    }
}
