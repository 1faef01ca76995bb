import ArgumentParser
import Domain

extension WeatherProvider: @retroactive ExpressibleByArgument {
    /// The registered provider `argument` names, case aside: `--provider MetNo` is `--provider metno`.
    public init?(argument: String) {
        self.init(id: argument.lowercased())
    }

    public static var allValueStrings: [String] { all.map { $0.id } }

    public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

    public var defaultValueDescription: String { id }
}

/// Options every subcommand takes.
struct GlobalOptions: ParsableArguments {
    @Option(
        name: .customLong("db"), help: ArgumentHelp("The database file.", valueName: "path"),
        completion: .file())
    var databasePath: String?

    @Flag(
        name: [.customShort("v"), .long], help: "Print more detail about what happens and why things fail.")
    var verbose = false

    @Flag(name: .customLong("no-color"), help: "Never colour the output.")
    var noColor = false

    @Option(
        help: ArgumentHelp(ProviderText.optionHelp, valueName: "provider"))
    var provider: WeatherProvider?

    @Flag(
        name: .customLong("no-fallback"),
        help: "Never ask another weather service when the one in use fails; fall back to the cache only.")
    var noFallback = false

    @Option(
        help: ArgumentHelp(
            "Language of cards, tables and messages (default: as configured, else the locale's; English where wxapp lacks it); JSON never changes.",
            valueName: "code"))
    var language: Language?

    func validate() throws {
        if databasePath?.isEmpty == true {
            throw ValidationError("--db needs the path of a database file; an empty one names no file.")
        }
    }

    var settings: CommandSettings {
        CommandSettings(
            databasePath: databasePath, verbose: verbose, provider: provider, noFallback: noFallback)
    }
}
