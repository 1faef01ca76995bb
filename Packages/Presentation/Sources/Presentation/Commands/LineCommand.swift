import ArgumentParser
import Domain

/// How `wxapp line` prints.
enum LineFormat: String, CaseIterable, ExpressibleByArgument, Sendable {
    /// The lines as they are, for tmux, polybar and i3blocks.
    case plain
    /// One JSON object per place, `{"text", "tooltip", "class"}`, as waybar's custom modules read it.
    case waybar
}

/// `wxapp line [place…]`: one line per place from a template, for status bars. Made to be run every few
/// seconds: a fresh cache costs no request, and while one process refreshes stale places, the others
/// print what is kept, marked stale, at once.
struct LineCommand: EnvironmentCommand {
    static let configuration = CommandConfiguration(
        commandName: "line", abstract: "Print one line per place from a template, for status bars.",
        discussion: """
            Fields go in braces: {temperature}, {temperature:.1}, {temperature:f}, {wind:kn}; {{ and }} \
            are literal braces. wxapp line --fields lists them all. Template language version \
            \(LineTemplate.version).
            """)

    @Argument(
        help: "Saved places; every saved place when none is given.",
        completion: PlaceCompletion.completion(.saved))
    var places: [String] = []

    @Option(help: ArgumentHelp("The template (default: \"\(LineTemplate.defaultText)\").", valueName: "text"))
    var template: String?

    @Flag(help: "List the template's fields and exit.")
    var fields = false

    @Option(help: "plain, or waybar's JSON.")
    var format: LineFormat = .plain

    @Flag(help: "No newline after the last line (plain).")
    var noNewline = false

    /// Set on the process a `line` starts to refresh in the background: it holds the claim it inherited.
    @Flag(help: .hidden)
    var refreshOnly = false

    @OptionGroup var weather: WeatherOptions
    @OptionGroup var global: GlobalOptions

    func run(in environment: any CommandEnvironment, context: CommandContext) async throws(WeatherError)
        -> Int32
    {
        if fields {
            let width = LineField.allCases.map(\.rawValue.count).max() ?? 0
            context.print(
                LineField.allCases.map {
                    $0.rawValue + String(repeating: " ", count: width - $0.rawValue.count + 2)
                        + $0.description
                }.joined(separator: "\n") + "\n")
            return ExitStatus.success
        }
        let parsed: LineTemplate
        do {
            parsed = try LineTemplate(
                template ?? environment.preferredLineTemplate ?? LineTemplate.defaultText)
        } catch {
            context.notice(Self.sentence(error))
            return ExitStatus.usage
        }
        let fetching: FetchPolicy = .cacheFirst(lifetime: environment.cacheLifetime)
        if refreshOnly {
            _ = try await self.reports(environment, policy: fetching)
            return ExitStatus.success
        }
        // Only the process holding the refresh claim asks the network, and it hands the asking to a
        // process of its own when something is stale, so that no `line` waits for the service while
        // there is something kept to show; the others show what is kept.
        var reports = try await self.reports(environment, policy: .offline)
        let now = environment.clock.now
        let stale = reports.contains { $0.age(at: now) > environment.cacheLifetime }
        if !weather.offline, stale, environment.claimLineRefresh(),
            !environment.refreshLinesInBackground(places: places)
        {
            reports = try await self.reports(environment, policy: fetching)
        }
        if reports.isEmpty {
            write("wx: no places", context: context)
            return ExitStatus.success
        }
        let display = context.display(
            units: weather.units(preferring: environment.preferredUnits),
            icons: weather.icons ?? environment.preferredIcons ?? .none, environment: environment,
            clock: weather.clock)
        let air = try await environment.showAirQuality().kept()
        let alerts = try await environment.showAlerts().alertsInForce(at: display.now)
        let renderers = reports.map { report in
            LineRenderer(
                report: report, display: display, air: air[report.place.key],
                alertsInForce: alerts[report.place.key] ?? 0)
        }
        let lines: [String]
        switch format {
        case .plain: lines = renderers.map { $0.render(parsed) }
        case .waybar:
            lines = try renderers.map { renderer throws(WeatherError) in
                try renderer.waybar(parsed).compactText()
            }
        }
        write(lines.joined(separator: "\n"), context: context)
        return ExitStatus.success
    }

    /// `text` and a newline, or `text` alone with `--no-newline`.
    private func write(_ text: String, context: CommandContext) {
        context.console.writeOut(noNewline ? text : text + "\n")
    }

    private func reports(_ environment: any CommandEnvironment, policy: FetchPolicy)
        async throws(WeatherError)
        -> [WeatherReport]
    {
        guard !places.isEmpty else { return try await environment.listPlaces().execute(policy: policy) }
        let show = try environment.showPlace()
        var reports: [WeatherReport] = []
        for place in places {
            reports.append(try await show.execute(place, policy: policy))
        }
        return reports
    }

    /// One sentence naming what is wrong with the template.
    static func sentence(_ problem: LineTemplate.Problem) -> String {
        let fieldsHint = "Run \"wxapp line --fields\" to see them all."
        switch problem {
        case .unknownField(let name, let closest?):
            return
                "The template has no field \"\(name.terminalSafe)\"; did you mean \"\(closest)\"? \(fieldsHint)"
        case .unknownField(let name, nil):
            return "The template has no field \"\(name.terminalSafe)\". \(fieldsHint)"
        case .unclosedBrace(let position):
            return
                "The template opens a brace at character \(position) and never closes it; write {{ for a brace."
        case .strayClosingBrace(let position):
            return
                "The template closes a brace at character \(position) that was never opened; write }} for a brace."
        case .emptyField(let position):
            return "The template has an empty field at character \(position). \(fieldsHint)"
        case .badOption(let field, let option, let accepted):
            let choices = accepted.isEmpty ? "it takes none" : "it takes " + accepted.joined(separator: ", ")
            return "The template's field \"\(field)\" does not take \"\(option.terminalSafe)\"; \(choices)."
        }
    }
}
