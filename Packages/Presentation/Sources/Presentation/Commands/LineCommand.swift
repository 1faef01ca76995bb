import ArgumentParser
import Domain

/// How `wxapp line` prints.
enum LineFormat: String, CaseIterable, ExpressibleByArgument, Sendable {
    /// The lines as they are, for tmux, polybar and i3blocks.
    case plain
    /// One JSON object per place, `{"text", "tooltip", "class"}`, as waybar's custom modules read it; it
    /// exits 0 whatever happens, since waybar hides a module whose command fails (class `error` says so).
    case waybar
}

/// `wxapp line [place…]`: one line per place from a template, for status bars. Made to be run every few
/// seconds: a fresh cache costs no request, and while one process refreshes stale places, the others
/// print what is kept, marked stale, at once. A place with nothing kept is fetched by the one process
/// holding the claim, which waits for it (there is nothing else to show), and never looked up online.
struct LineCommand: EnvironmentCommand {
    static let configuration = CommandConfiguration(
        commandName: "line", _superCommandName: "wxapp",
        abstract: "Print one line per place from a template, for status bars.",
        discussion: """
            Fields go in braces: {temperature}, {temperature:.1}, {temperature:f}, {wind:kn}; {{ and }} \
            are literal braces. wxapp line --fields lists them all. Template language version \
            \(LineTemplate.version).
            """)

    @Argument(
        help: """
            Places; every saved place when none is given. A place not saved is shown, and never saved, \
            when the catalog or the offline gazetteer knows it.
            """,
        completion: PlaceCompletion.completion(.saved))
    var places: [String] = []

    @Option(help: ArgumentHelp("The template (default: \"\(LineTemplate.defaultText)\").", valueName: "text"))
    var template: String?

    @Flag(help: "List the template's fields and exit.")
    var fields = false

    @Option(name: [.customShort("f"), .long], help: "plain, or waybar's JSON.")
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
        if refreshOnly {
            _ = try await self.subjects(environment, policy: .cacheFirst(lifetime: environment.cacheLifetime))
            return ExitStatus.success
        }
        do {
            return try await printLines(parsed, environment: environment, context: context)
        } catch {
            // A status bar shows what is on stdout: whatever stops every line gets a short one that says so.
            let gap = LineGap.failed(error).shown(verbose: context.verbose)
            context.notice(gap.message)
            write(format == .plain ? gap.line : try Self.waybarLine(gap.waybar), context: context)
            // waybar hides a module whose command fails, so its object says the failure in its class.
            return format == .plain ? gap.exitCode : ExitStatus.success
        }
    }

    /// One line per place, or a short one saying why a place has none; the first failure's exit code.
    private func printLines(
        _ parsed: LineTemplate, environment: any CommandEnvironment, context: CommandContext
    ) async throws(WeatherError) -> Int32 {
        let fetching: FetchPolicy = .cacheFirst(lifetime: environment.cacheLifetime)
        // Only the process holding the refresh claim asks the network, and it hands the asking to a
        // process of its own when something is stale, so that no `line` waits for the service while
        // there is something kept to show; the others show what is kept. A place with nothing kept has
        // nothing to show meanwhile, so the claim holder fetches it first, then hands on the stale ones.
        var subjects = try await self.subjects(environment, policy: .offline)
        let now = environment.clock.now
        let uncached = subjects.compactMap(\.uncachedName)
        let stale = subjects.contains {
            $0.report.map { $0.age(at: now) > environment.cacheLifetime } ?? false
        }
        let claimed = !weather.offline && (stale || !uncached.isEmpty) && environment.claimLineRefresh()
        if !uncached.isEmpty {
            subjects = await fetchingUncached(uncached, into: subjects, environment, claimed: claimed)
        }
        if claimed, stale, !environment.refreshLinesInBackground(places: places) {
            let fetched = try await self.subjects(environment, policy: fetching)
            // Named places come back one for one; a place that had no report keeps what became of it.
            subjects =
                places.isEmpty
                ? fetched
                : zip(subjects, fetched).map { kept, fetched in kept.report == nil ? kept : fetched }
        }
        if subjects.isEmpty {
            let empty = JSONValue.object([
                "text": .string("wx: no places"), "class": .array([.string("empty")]),
                "tooltip": .string("No places are saved. Name one, as in \"wxapp line Tokyo\", or add one."),
            ])
            write(format == .plain ? "wx: no places" : try Self.waybarLine(empty), context: context)
            return ExitStatus.success
        }
        let display = context.display(
            units: weather.units(preferring: environment.preferredUnits),
            // The card's default: emoji on a UTF-8 terminal, else ASCII (a status bar reads a pipe).
            icons: weather.icons ?? environment.preferredIcons ?? IconStyle.automatic(for: context.console),
            environment: environment,
            clock: weather.clock)
        // What is kept beside the weather is read only when the line shows it (waybar's class `alert`).
        let air = parsed.uses(.aqi) ? try await environment.showAirQuality().kept() : [:]
        let alerts =
            parsed.uses(.alerts) || format == .waybar
            ? try await environment.showAlerts().alertsInForce(at: display.now) : [:]
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
            guard let gap = subject.gap?.shown(verbose: context.verbose) else { continue }
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

    /// The places' reports by `policy`, in the order named; a named place with nothing cached, or that
    /// cannot be shown, stands as such. A place not saved is found only where the catalog or the offline
    /// gazetteer knows it: a line polled every few seconds never costs a lookup.
    private func subjects(_ environment: any CommandEnvironment, policy: FetchPolicy)
        async throws(WeatherError) -> [LineSubject]
    {
        guard !places.isEmpty else {
            return try await environment.listPlaces().execute(policy: policy).map(LineSubject.report)
        }
        let show = try environment.showPlace()
        var subjects: [LineSubject] = []
        for place in places {
            do throws(WeatherError) {
                subjects.append(.report(try await show.execute(place, policy: policy, geocoding: false)))
            } catch .notCached {
                subjects.append(.uncached(place))
            } catch {
                subjects.append(.missing(.failed(error)))
            }
        }
        return subjects
    }

    /// `subjects` with the weather of the places named `uncached` fetched (and kept, never saved) when this
    /// process holds the refresh claim; while another holds it, they are loading. With `--offline` they are
    /// not cached.
    private func fetchingUncached(
        _ uncached: [String], into subjects: [LineSubject], _ environment: any CommandEnvironment,
        claimed: Bool
    )
        async -> [LineSubject]
    {
        guard weather.offline || claimed else {
            return subjects.map { $0.uncachedName == nil ? $0 : .missing(.loading) }
        }
        let policy: FetchPolicy =
            weather.offline ? .offline : .cacheFirst(lifetime: environment.cacheLifetime)
        let show: ShowPlaceUseCase
        do throws(WeatherError) {
            show = try environment.showPlace()
        } catch {
            return subjects.map { $0.uncachedName == nil ? $0 : .missing(.failed(error)) }
        }
        var fetched: [String: LineSubject] = [:]
        for name in uncached where fetched[name] == nil {
            do throws(WeatherError) {
                fetched[name] = .report(try await show.execute(name, policy: policy, geocoding: false))
            } catch {
                fetched[name] = .missing(.failed(error))
            }
        }
        return subjects.map { subject in subject.uncachedName.flatMap { fetched[$0] } ?? subject }
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

/// What one line of `wxapp line` shows: a place's report, or why there is none.
enum LineSubject {
    case report(WeatherReport)
    /// A place named on the command line with no weather kept.
    case uncached(String)
    case missing(LineGap)

    var report: WeatherReport? {
        if case .report(let report) = self { report } else { nil }
    }

    var uncachedName: String? {
        if case .uncached(let name) = self { name } else { nil }
    }

    /// Why there is no report; nil when there is one.
    var gap: LineGap? {
        switch self {
        case .report: nil
        case .uncached(let name): .failed(.notCached(query: name))
        case .missing(let gap): gap
        }
    }
}

/// Why a line has no weather to show.
enum LineGap {
    /// Another process is fetching the places with no weather kept.
    case loading
    case failed(WeatherError)

    /// A gap as shown: the short line a status bar shows, the sentence for stderr, and the exit code.
    struct Shown {
        let line: String
        let message: String
        let exitCode: Int32

        /// waybar's object: the short line, the sentence as its tooltip, and the class `error`.
        var waybar: JSONValue {
            .object(["text": .string(line), "tooltip": .string(message), "class": .array([.string("error")])])
        }
    }

    func shown(verbose: Bool) -> Shown {
        switch self {
        case .loading:
            return Shown(
                line: "wx: loading", message: "Another wxapp is fetching the weather; try again in a moment.",
                exitCode: ExitStatus.temporaryFailure)
        case .failed(let error):
            let message = ErrorMessage(error, verbose: verbose)
            let line =
                switch error {
                case .networkUnavailable, .notCached: "wx: offline"
                case .placeNotFound, .placeNotKnownOffline, .placeNotSaved, .capitalUnknown:
                    "wx: unknown place"
                case .timedOut, .rateLimited, .serviceUnavailable, .connectionRefused, .connectionDropped,
                    .redirectRefused, .allProvidersFailed, .requestBudgetSpent:
                    "wx: try later"
                default: "wx: error"
                }
            return Shown(line: line, message: message.text, exitCode: message.exitCode)
        }
    }
}
