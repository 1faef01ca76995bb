import ArgumentParser
import Domain

/// How `wxapp line` prints.
enum LineFormat: String, NamedArgumentValue, Sendable {
    /// The lines as they are, for tmux, polybar and i3blocks.
    case plain
    /// One JSON object per place, `{"text", "tooltip", "class"}`, as waybar's custom modules read it; it
    /// exits 0 whatever happens, since waybar hides a module whose command fails (class `error` says so).
    case waybar

    /// Only the exact name: `--format Waybar` is refused.
    static func value(named argument: String) -> LineFormat? { LineFormat(rawValue: argument) }
}

/// `wxapp line [place…]`: one line per place from a template, for status bars. Made to be run every few
/// seconds: a fresh cache costs no request, and while one process refreshes stale places, the others
/// print what is kept, marked stale, at once. A place with nothing kept is fetched by the one process
/// holding the claim, which waits for it (there is nothing else to show), and never looked up online.
struct LineCommand: ServicedCommand {
    static func described() -> CommandConfiguration {
        .wxapp(
            "line",
            abstract: Help.words("Print one line per place from a template, for status bars."),
            discussion: Help.words(
                """
                Fields go in braces: {temperature}, {temperature:.1}, {temperature:f}, {wind:kn}; {{ and }} \
                are literal braces. wxapp line --fields lists them all. Template language version \
                \(LineTemplate.version).
                """))
    }

    @Argument(
        help: Help.words(
            """
            Places; every saved place when none is given, else the home place. A place not saved is shown, \
            and never saved, when the catalog or the offline gazetteer knows it.
            """),
        completion: PlaceCompletion.completion(.saved))
    var places: [String] = []

    @Option(help: Help.words("The template (default: \"\(LineTemplate.defaultText)\").", valueName: "text"))
    var template: String?

    @Flag(help: Help.words("List the template's fields and exit."))
    var fields = false

    @Option(name: [.customShort("f"), .long], help: Help.words("plain, or waybar's JSON."))
    var format: LineFormat = .plain

    @Flag(help: Help.words("No newline after the last line (plain)."))
    var noNewline = false

    /// Set on the process a `line` starts to refresh in the background: it holds the claim it inherited.
    @Flag(help: .hidden)
    var refreshOnly = false

    @OptionGroup var weather: WeatherOptions
    @OptionGroup var global: GlobalOptions

    func run(in services: CommandServices, context: CommandContext) async throws(WeatherError)
        -> Int32
    {
        if fields {
            let width = LineField.allCases.map(\.rawValue.count).max() ?? 0
            context.print(
                LineField.allCases.map {
                    $0.rawValue + String(repeating: " ", count: width - $0.rawValue.count + 2)
                        + $0.description(context.words)
                }.joined(separator: "\n") + "\n")
            return ExitStatus.success
        }
        let parsed: LineTemplate
        do {
            parsed = try LineTemplate(
                template ?? services.preferences.lineTemplate ?? LineTemplate.defaultText)
        } catch {
            context.notice(ProblemText(context.words).sentence(error))
            return ExitStatus.usage
        }
        if refreshOnly {
            try await services.statusLines().refresh(try await HomePlace.places(places, in: services))
            return ExitStatus.success
        }
        do {
            return try await printLines(parsed, services: services, context: context)
        } catch {
            // A status bar shows what is on stdout: whatever stops every line gets a short one that says so.
            let gap = LineGap.failed(error).shown(verbose: context.verbose, words: context.words)
            context.notice(gap.message)
            write(format == .plain ? gap.line : try Self.waybarLine(gap.waybar), context: context)
            // waybar hides a module whose command fails, so its object says the failure in its class.
            return format == .plain ? gap.exitCode : ExitStatus.success
        }
    }

    /// One line per place, or a short one saying why a place has none; the first failure's exit code.
    private func printLines(
        _ parsed: LineTemplate, services: CommandServices, context: CommandContext
    ) async throws(WeatherError) -> Int32 {
        var subjects = try await services.statusLines().subjects(places, offline: weather.offline)
        // Nothing saved and none named: the home place, found only when the list read above is empty, so a
        // status bar's every run reads the saved places once.
        if subjects.isEmpty, places.isEmpty, let home = services.preferences.home {
            subjects = try await services.statusLines().subjects([home], offline: weather.offline)
        }
        if subjects.isEmpty {
            let line = context.words("wx: no places")
            let empty = JSONValue.object([
                "text": .string(line), "class": .array([.string("empty")]),
                "tooltip": .string(
                    context.words("No places are saved. Name one, as in \"wxapp line Tokyo\", or add one.")),
            ])
            write(format == .plain ? line : try Self.waybarLine(empty), context: context)
            return ExitStatus.success
        }
        let display = context.display(
            units: weather.units(preferring: services.preferences.units),
            // The card's default: emoji on a UTF-8 terminal, else ASCII (a status bar reads a pipe).
            icons: weather.icons ?? services.preferences.icons
                ?? IconStyle.automatic(for: context.console),
            services: services,
            clock: weather.clock)
        // What is kept beside the weather is read only when the line shows it (waybar's class `alert`).
        let air = parsed.uses(.aqi) ? try await services.useCases.showAirQuality().kept() : [:]
        let alerts =
            parsed.uses(.alerts) || format == .waybar
            ? try await services.useCases.showAlerts().alertsInForce(at: display.now) : [:]
        var lines: [String] = []
        var exitCode = ExitStatus.success
        for subject in subjects {
            if let report = subject.report {
                let renderer = LineRenderer(
                    report: report, display: display, air: air[report.place.key],
                    alertsInForce: alerts[report.place.key] ?? 0)
                lines.append(
                    format == .plain ? renderer.render(parsed) : try Self.waybarLine(renderer.waybar(parsed)))
                continue
            }
            guard let gap = subject.gap?.shown(verbose: context.verbose, words: context.words) else {
                continue
            }
            context.notice(gap.message)
            if exitCode == ExitStatus.success, format == .plain { exitCode = gap.exitCode }
            lines.append(format == .plain ? gap.line : try Self.waybarLine(gap.waybar))
        }
        write(lines.joined(separator: "\n"), context: context)
        return exitCode
    }

    /// One of waybar's objects on one line, without the newline `write` ends the output with.
    private static func waybarLine(_ object: JSONValue) throws(WeatherError) -> String {
        String(try object.compactText().dropLast())
    }

    /// `text` and a newline, or `text` alone with `--no-newline`.
    private func write(_ text: String, context: CommandContext) {
        context.console.writeOut(noNewline ? text : text + "\n")
    }
}
