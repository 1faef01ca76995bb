import ArgumentParser
import Domain

/// The command line: parses arguments, runs one command against its services, prints, returns the exit code.
public enum WxCommandLine {
    public static let version = "0.1.0"

    /// The names a point `place` is shown by in every language the command line speaks, by which it is
    /// found too (`PlaceNames.inEveryLanguage`).
    public static func shownNames(of place: Place) -> [String] {
        PlaceNames.inEveryLanguage(of: place)
    }

    /// Parses `arguments` (without the program name), runs the command, prints results and errors;
    /// returns the exit code, 74 when part of the results could not be written.
    public static func run(
        _ arguments: [String], console: Console,
        makeServices: @escaping @Sendable (CommandSettings) throws(WeatherError) -> CommandServices
    ) async -> Int32 {
        var words = CommandContext.words(
            flag: nil, preferred: console.environment["WXAPP_LANG"], console: console)
        let status = await runCommand(
            arguments, console: console, makeServices: makeServices, words: &words)
        guard let reason = console.outputFailure() else { return status }
        console.writeErr("wxapp: \(ErrorMessage.lostOutput(reason: reason, words: words))\n")
        return status == ExitStatus.success ? ExitStatus.ioError : status
    }

    /// Runs the command; `words` becomes the language it spoke, once it is known.
    private static func runCommand(
        _ arguments: [String], console: Console,
        makeServices: @escaping @Sendable (CommandSettings) throws(WeatherError) -> CommandServices,
        words: inout Words
    ) async -> Int32 {
        // `wxapp help shwo` would print the general help and succeed: a command it does not know is a slip.
        if arguments.count == 2, arguments[0] == "help", !CommandDispatch.commandNames.contains(arguments[1])
        {
            let near = NearestName.among(CommandDispatch.commandNames, for: arguments[1])
            let parser = ParserMessageText(words)
            let slip = ParseErrorHint.unknownCommand(arguments[1].terminalSafe, near: near, words: words)
            console.writeErr(parser.error(slip) + "\n" + parser.helpUsage() + "\n")
            return ExitStatus.usage
        }
        let command: any ServicedCommand
        if let alone = CommandDispatch.parsedAlone(arguments) {
            command = alone
        } else {
            switch await parsedFromTheRoot(arguments, console: console, makeServices: makeServices) {
            case .command(let parsed): command = parsed
            case .ended(let status): return status
            }
        }
        var console = console
        console.stdoutIsMachineOutput = command.printsMachineOutput
        var spoken = CommandContext(console: console, global: command.global, unflagged: words)
        words = spoken.words
        do {
            let services = try makeServices(command.global.settings)
            spoken.speak(command.global, preferring: services.preferences.language)
            words = spoken.words
            let context = spoken
            services.events.requestWaits(RequestWaitNotices(context: context, clock: services.clock).tell)
            let clock = services.clock
            services.events.hereFallbacks { fallback in
                HereFallbackNotice.text(fallback, now: clock.now, words: context.words).map(context.notice)
            }
            services.events.placeSearchFailovers {
                context.notice(
                    FailureText(context.words).failover(
                        $0.passedOver, answeredBy: $0.answeredBy, what: .places)
                        + ".")
            }
            if type(of: command).requiresValidConfiguration {
                try services.checkConfiguration()
            }
            return try await command.run(in: services, context: context)
        } catch {
            return spoken.fail(error)
        }
    }

    /// What a line that no command parses alone comes to: a command to run, or the exit status of help,
    /// a version, completions or a usage error, printed.
    private enum RootReading {
        case command(any ServicedCommand)
        case ended(Int32)
    }

    /// `arguments` read from the root (help, version, completions, options before the command, a place
    /// as a command, a slip from a command's name); its outcome printed when it runs no command of wxapp's.
    private static func parsedFromTheRoot(
        _ arguments: [String], console: Console,
        makeServices: @Sendable (CommandSettings) throws(WeatherError) -> CommandServices
    ) async -> RootReading {
        var parsed: any ParsableCommand
        do {
            parsed = try CommandDispatch.parseFromTheRoot(arguments)
        } catch {
            // "-33.87,151.21" reads as an option; as a place, the line may parse. A line that parses as
            // typed is never changed.
            // Help, version and completions end here, at no further cost than their printing.
            guard WxappCommand.exitCode(for: error) != .success else {
                return .ended(printParserOutcome(error, arguments: arguments, console: console))
            }
            let places = arguments.map(Self.coordinatesAsPlace)
            if places != arguments, let again = try? CommandDispatch.parse(places) {
                parsed = again
            } else if let show = CommandDispatch.lookAtASlip(arguments),
                await isKnownPlace(show, makeServices: makeServices)
            {
                // "wxapp Linz": a city a slip from `line` is the city.
                parsed = show
            } else {
                return .ended(printParserOutcome(error, arguments: arguments, console: console))
            }
        }
        guard let command = parsed as? any ServicedCommand else {
            do {
                try parsed.run()
                return .ended(ExitStatus.success)
            } catch {
                return .ended(printParserOutcome(error, arguments: arguments, console: console))
            }
        }
        return .command(command)
    }

    /// True when the first place of `show` is a place wxapp knows without a network; false too when that
    /// cannot be told (the configuration or the database is broken), so that the slip is named instead.
    private static func isKnownPlace(
        _ show: ShowCommand,
        makeServices: @Sendable (CommandSettings) throws(WeatherError) -> CommandServices
    ) async -> Bool {
        guard let first = show.places.first,
            let words = try? makeServices(show.global.settings).useCases.placeWords()
        else { return false }
        return await words.isKnown(first)
    }

    /// "-33.87,151.21", and each word of "-22.91, -43.17", with a minus sign for its hyphen, so that the
    /// parser takes it for a place and not an option; `PlaceQuery` reads either sign. Any other argument
    /// as it is.
    static func coordinatesAsPlace(_ argument: String) -> String {
        guard argument.hasPrefix("-") else { return argument }
        let body = argument.dropFirst()
        let number = body.hasSuffix(",") ? body.dropLast() : body
        let isNegativeNumber =
            number.first?.isASCII == true && number.first?.isNumber == true && Double(number) != nil
        guard isNegativeNumber || PlaceQuery.numberPair(argument) != nil else { return argument }
        return "\u{2212}" + body
    }

    /// Help and version go to stdout with 0, fitted to the console's width; usage errors go to stderr
    /// with 64. The names a shell's completion asks for are written as they are, for the shell to use.
    private static func printParserOutcome(_ error: any Error, arguments: [String], console: Console) -> Int32
    {
        // ArgumentParser lets a wrapped line run one column past the width it is given, and needs more
        // than its 26-column label column: under 40 columns, what it lays out is wrapped again below.
        let width = console.availableWidth
        let columns = width.map { max(39, $0 - 1) }
        let english = WxappCommand.fullMessage(for: error, columns: columns)
        let isUsageError = WxappCommand.exitCode(for: error) != .success
        // Only a usage error and help are worded: versions and completions, asked at every press of Tab,
        // are printed as they are, with no catalog read.
        let message: String
        if isUsageError || isHelpScreen(english, arguments: arguments) {
            let words = parserWords(arguments, console: console)
            let full =
                words.language == .english
                ? english : fullMessage(for: error, arguments: arguments, width: width, words: words)
            message =
                isUsageError
                ? ParseErrorHint.improved(
                    ParserMessageText(words).translated(full), arguments: arguments, words: words)
                : full
        } else {
            message =
                BashCompletionScript.isAsked(by: arguments) ? BashCompletionScript.adapted(english) : english
        }
        // The message may quote what was typed, escape sequences included.
        let safe = message.terminalSafeKeepingLineBreaks
        let text = safe.hasSuffix("\n") ? safe : safe + "\n"
        guard WxappCommand.exitCode(for: error) == .success else {
            console.writeErr(text)
            return ExitStatus.usage
        }
        guard !message.isEmpty else { return ExitStatus.success }
        if arguments.first == "---completion" {
            console.writeMachineOut(text)
        } else {
            let shown = console.repertoire.text(text)
            console.writeOut(width.map { FittedText.wrapping(shown, width: $0) } ?? shown)
        }
        return ExitStatus.success
    }

    /// Whether `text`, what the parser wrote for `arguments`, is a help screen (not a version, nor the
    /// names a shell's completion asks for).
    private static func isHelpScreen(_ text: String, arguments: [String]) -> Bool {
        arguments.first != "---completion" && (text.hasPrefix("OVERVIEW: ") || text.hasPrefix("USAGE: "))
    }

    /// What the parser writes for `error` in the language of `words`: wxapp's help text and ArgumentParser's
    /// around it, fitted to `width` (80 columns, as ArgumentParser's, without a terminal), and a command's own
    /// check of its options, which `arguments` are parsed again to find.
    private static func fullMessage(for error: any Error, arguments: [String], width: Int?, words: Words)
        -> String
    {
        Help.$reader.withValue(words) {
            var error = error
            if WxappCommand.exitCode(for: error) != .success {
                do {
                    _ = try CommandDispatch.parseFromTheRoot(arguments)
                } catch let again {
                    error = again
                }
            }
            // A usage error quotes what was typed, which stays as it is.
            guard WxappCommand.exitCode(for: error) == .success else {
                return WxappCommand.fullMessage(for: error, columns: width.map { max(39, $0 - 1) })
            }
            let screen = HelpScreenText(words).translated(
                WxappCommand.fullMessage(for: error, columns: 10_000))
            return HelpScreenText.fitted(screen, width: width ?? 80)
        }
    }

    /// The language of a line that did not parse, or asked for help: `--language` where it was typed (the
    /// last one), else the environment's. The configuration file is not read for either.
    private static func parserWords(_ arguments: [String], console: Console) -> Words {
        var flag: Language?
        for (index, argument) in arguments.enumerated() {
            if argument == "--language", arguments.indices.contains(index + 1) {
                flag = Language(locale: arguments[index + 1]) ?? flag
            } else if argument.hasPrefix("--language=") {
                flag = Language(locale: String(argument.dropFirst("--language=".count))) ?? flag
            }
        }
        return CommandContext.words(
            flag: flag, preferred: console.environment["WXAPP_LANG"], console: console)
    }
}
