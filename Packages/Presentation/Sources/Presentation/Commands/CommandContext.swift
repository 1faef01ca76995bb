import Domain

/// What a running command prints through: results to stdout, notices and errors to stderr.
struct CommandContext: Sendable {
    let console: Console
    let palette: Palette
    let verbose: Bool
    /// The provider named with `--provider`, nil when none was.
    let namedProvider: WeatherProvider?
    /// The language of human output; until the configuration is read, as `--language`, `WXAPP_LANG` or
    /// the locale say.
    var words: Words

    /// `unflagged` is the language `WXAPP_LANG` or the locale chose before the line was parsed: the one
    /// spoken unless `--language` names another.
    init(console: Console, global: GlobalOptions, unflagged: Words) {
        self.console = console
        self.palette = Palette.for(console, noColorFlag: global.noColor)
        self.verbose = global.verbose
        self.namedProvider = global.provider
        words =
            global.language == nil
            ? unflagged
            : Self.words(
                flag: global.language, preferred: console.environment["WXAPP_LANG"], console: console)
    }

    /// The language once the configuration is read: `--language`, else its setting, else the locale. It is
    /// chosen again only when the setting can change it: when no `--language` was typed and the setting is
    /// not `WXAPP_LANG` itself (or unset where that is unset), which chose the language so far.
    mutating func speak(_ global: GlobalOptions, preferring preferred: String?) {
        guard global.language == nil, preferred != console.environment["WXAPP_LANG"] else { return }
        let chosen = Self.words(flag: nil, preferred: preferred, console: console)
        if chosen.language != words.language { words = chosen }
    }

    /// The words of human output on `console`: the language `Language.chosen` picks, as the console can
    /// show it.
    static func words(flag: Language?, preferred: String?, console: Console) -> Words {
        Words(
            Language.chosen(flag: flag, preferred: preferred, environment: console.environment)
                .readable(unicode: console.repertoire.allowsUnicode))
    }

    /// Writes a result to stdout, ending it with a newline; a line of human output wider than the width
    /// given is wrapped (`FittedText.wrap`). Machine output is written as it is.
    func print(_ text: String) {
        let ended = text.hasSuffix("\n") ? text : text + "\n"
        guard !console.stdoutIsMachineOutput, let width = console.availableWidth else {
            return console.writeOut(ended)
        }
        console.writeOut(FittedText.wrapping(console.repertoire.text(ended), width: width))
    }

    /// Writes a Prometheus text to stdout as it is; no samples, an empty text, write nothing at all (which
    /// is a valid exposition), not an empty line.
    func printMetrics(_ text: String) {
        if !text.isEmpty { print(text) }
    }

    /// Writes `wxapp: <message>` to stderr, with control characters removed.
    func notice(_ message: String) {
        console.writeErr("wxapp: \(message.terminalSafe)\n")
    }

    /// Prints the error's message and returns its exit code.
    func fail(_ error: WeatherError) -> Int32 {
        let message = ErrorMessage(error, verbose: verbose, words: words)
        notice(message.text)
        return message.exitCode
    }

    /// What a command that did one thing a place comes to: the values of `results` in their order, and the
    /// most serious exit code of its failures, each told on stderr in its turn; `each` is told of each
    /// value in its turn too, so that what is said of it comes in the same order.
    func outcome<T>(of results: [Result<T, WeatherError>], each: (T) -> Void = { _ in })
        -> (values: [T], exitCode: Int32)
    {
        var values: [T] = []
        var exitCode = ExitStatus.success
        for result in results {
            switch result {
            case .success(let value):
                each(value)
                values.append(value)
            case .failure(let error): exitCode = ExitStatus.worst(exitCode, fail(error))
            }
        }
        return (values, exitCode)
    }

    /// Runs `body` about the places named, with a spinner labelled `one` of the place when one is named,
    /// else `many` of their count (none named: the home place, or every saved place), unless `offline`.
    func withProgress<T>(
        for places: [String], offline: Bool, one: (String) -> String, many: (Int) -> String,
        _ body: () async throws(WeatherError) -> T
    ) async throws(WeatherError) -> T {
        let label = places.count == 1 ? one(places[0]) : many(places.count)
        return try await withProgress(label, networkCapable: !offline, body)
    }

    /// Runs `body` with a spinner on stderr when `networkCapable` and the console allows it;
    /// the spinner is gone before this returns or throws.
    func withProgress<T>(
        _ label: String, networkCapable: Bool = true, _ body: () async throws(WeatherError) -> T
    ) async throws(WeatherError) -> T {
        guard networkCapable, console.allowsSpinner else { return try await body() }
        let spinner = Spinner(
            label: label.terminalSafe, interval: console.spinnerInterval,
            frames: console.repertoire.spinnerFrames, write: console.writeErr)
        do {
            let value = try await body()
            await spinner.stop()
            return value
        } catch {
            await spinner.stop()
            throw error
        }
    }

    /// How to display results now: the units and icons asked for (ASCII pictograms rather than emoji where
    /// the locale has no UTF-8), the clock and cache lifetime of `services`, times of day on `clock` when
    /// given, else as configured, else as the locale writes them, and the console's width and characters.
    func display(
        units: Units, icons: IconStyle, services: CommandServices, clock: ClockStyle? = nil
    )
        -> DisplaySettings
    {
        var settings = DisplaySettings(
            units: units, now: services.clock.now, cacheLifetime: services.cacheLifetime,
            palette: palette, icons: icons == .emoji && !console.repertoire.allowsUnicode ? .ascii : icons)
        settings.clock =
            clock ?? services.preferences.clock.flatMap(ClockStyle.init(rawValue:))
            ?? ClockStyle.forLocale(environment: console.environment, language: words.language)
        settings.words = words
        settings.repertoire = console.repertoire
        settings.width = console.availableWidth
        return settings
    }

    /// How a command shows its output in `format`: `weather`'s options over the preferences of `services`.
    func display(_ weather: WeatherOptions, format: OutputFormat, services: CommandServices)
        -> DisplaySettings
    {
        display(
            units: weather.units(preferring: services.preferences.units(forPrograms: format == .json)),
            icons: weather.iconStyle(
                for: format, console: console, preferring: services.preferences.icons),
            services: services, clock: weather.clock)
    }

    /// Tells on stderr where each report came from when it is not fresh from the network.
    func announceOrigins(of reports: [WeatherReport], display: DisplaySettings) {
        for message in originNotice(display).texts(for: reports) {
            notice(message)
        }
    }

    /// What is said on stderr of where reports came from, for this command line.
    func originNotice(_ display: DisplaySettings) -> OriginNotice {
        OriginNotice(now: display.now, verbose: verbose, words: display.words, named: namedProvider)
    }
}
