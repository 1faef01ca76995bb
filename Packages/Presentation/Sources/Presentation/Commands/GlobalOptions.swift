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
        name: .customLong("db"), help: Help.words("The database file.", valueName: "path"),
        completion: .file())
    var databasePath: String?

    @Flag(
        name: [.customShort("v"), .long],
        help: Help.words("Print more detail about what happens and why things fail."))
    var verbose = false

    @Flag(name: .customLong("no-color"), help: Help.words("Never colour the output."))
    var noColor = false

    @Option(
        help: ArgumentHelp(ProviderText.optionHelp, valueName: "provider"))
    var provider: WeatherProvider?

    @Flag(
        name: .customLong("no-fallback"),
        help: Help.words(
            "Never ask another weather service when the one in use fails; fall back to the cache only."))
    var noFallback = false

    // A code rather than a `Language`: an option of a type of its own costs every command the runtime's
    // first look-ups of that type's conformances, 0.5 M instructions a run (callgrind, `show --offline`).
    @Option(
        name: .customLong("language"),
        help: languageHelp,
        completion: .list(languageCodes))
    var languageCode: String?

    /// Every language's code, "en" first; made once a run, though ArgumentParser makes the options often.
    private static let languageCodes = Language.allCases.map { $0.rawValue }
    /// The help of `--language`, made once a run in English.
    private static var languageHelp: ArgumentHelp {
        Help.once("global.language") {
            let codes = Help.alternatives(languageCodes)
            return Help.words(
                "Language of cards, tables and messages: \(codes) (default: as configured, else the locale's; English where wxapp lacks it); JSON never changes.",
                valueName: "code")
        }
    }

    /// `--language`, read: a code, or a locale or BCP 47 tag as users paste them (`pt-BR`, `zh_CN`,
    /// `zh-Hans`); nil when not given.
    var language: Language? { languageCode.flatMap(Language.init(locale:)) }

    func validate() throws {
        if databasePath?.isEmpty == true {
            throw ValidationError(
                Help.words("--db needs the path of a database file; an empty one names no file."))
        }
        if let languageCode, language == nil {
            // Worded as ArgumentParser refuses a value outside an option's list, which `ParserMessageText`
            // gives in the reader's language.
            let codes = ErrorMessage.list(Self.languageCodes.map { "'\($0)'" }, lastSeparator: " and ")
            throw ValidationError(
                "The value '\(languageCode)' is invalid for '--language <code>'. Please provide one of \(codes)."
            )
        }
    }

    var settings: CommandSettings {
        CommandSettings(
            databasePath: databasePath, verbose: verbose, provider: provider, noFallback: noFallback)
    }
}
