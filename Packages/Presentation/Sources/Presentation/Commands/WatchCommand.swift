import ArgumentParser
import Domain
import FoundationEssentials

/// `wxapp watch`: every saved place, refreshed at an interval; full screen on a terminal, a block per
/// refresh otherwise.
struct WatchCommand: FormattedCommand {
    static func described() -> CommandConfiguration {
        .wxapp(
            "watch",
            abstract: Help.words("Watch the weather of every saved place, refreshed live."),
            discussion: Help.words(
                """
                On a terminal the view fills the screen and is redrawn in place at each refresh; press q or \
                Ctrl-C to quit. When the output is not a terminal, each refresh prints one block (one line \
                with --format json). The interval is at least 1m, so that a free API key stays within its \
                limits; places fresher than the interval are not fetched again.
                """))
    }

    @Option(help: Help.words("Time between refreshes, such as 1m, 90s, 5m or 1h (at least 1m)."))
    var interval = WatchInterval(seconds: 60)

    @Option(help: Help.words("Stop after this many refreshes."))
    var count: Int?

    @OptionGroup var weather: WeatherOptions
    @Option(name: OutputFormat.names, help: OutputFormat.help) var format: OutputFormat = .table
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard interval.seconds >= WatchInterval.minimum.seconds else {
            throw ValidationError(
                Help.words(
                    "The interval \(interval.text) is too short; the shortest is 1m, which keeps a free API key within its limit of 60 calls a minute."
                ))
        }
        guard interval.seconds <= WatchInterval.maximum.seconds else {
            throw ValidationError(
                Help.words("The interval \(interval.text) is too long; the longest is 24h."))
        }
        if let count, count < 1 {
            throw ValidationError(Help.words("--count must be at least 1."))
        }
    }

    func run(in services: CommandServices, context: CommandContext) async throws(WeatherError)
        -> Int32
    {
        let useCase = try services.useCases.listPlaces()
        let policy = weather.fetchPolicy(lifetime: TimeInterval(interval.seconds))
        let fullScreen = context.console.stdoutIsTerminal && format != .json
        let screen = WatchScreen(
            context: context, services: services,
            units: weather.units(preferring: services.preferences.units(forPrograms: format == .json)),
            icons: weather.iconStyle(
                for: format, console: context.console, preferring: services.preferences.icons),
            format: format,
            interval: interval, fullScreen: fullScreen, clock: weather.clock)
        let air = try services.useCases.showAirQuality()
        let alerts = try services.useCases.showAlerts()
        let clock = services.clock
        let loop = WatchLoop(
            interval: interval, limit: count, sleeper: services.sleeper,
            refresh: { () async throws(WeatherError) in
                let reports = try await useCase.execute(policy: policy)
                // What is kept beside the weather is read again each time, as `list` reads it: no request.
                screen.keep(air: try await air.kept(), alerted: try await alerts.placesAlerted(at: clock.now))
                return reports
            },
            show: { refresh in screen.show(refresh) })
        guard fullScreen else {
            _ = try await loop.run()
            return screen.failure.map { context.fail($0) } ?? ExitStatus.success
        }
        return try await screen.run(loop, terminal: context.console.terminal)
    }
}
