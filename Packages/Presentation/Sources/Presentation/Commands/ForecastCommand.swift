import ArgumentParser
import Domain

/// `wxapp forecast <place>`: the 5 day / 3 hour forecast of a saved place, by day or by step, with charts.
struct ForecastCommand: EnvironmentCommand {
    static let maximumDays = 5

    static let configuration = CommandConfiguration(
        commandName: "forecast", abstract: "Show the forecast of a saved place for up to 5 days.",
        discussion: """
            Days are the place's own calendar days. The forecast is kept with the place, so it can be \
            shown again with --offline; it is refreshed when older than the cache lifetime.
            """)

    @Argument(help: "A saved place: \"Tokyo\", \"Paris,FR\", or a country for its capital.")
    var place: String

    @Option(help: "How many days to show, from 1 to 5.")
    var days = ForecastCommand.maximumDays

    @Flag(help: "Show every 3-hour step and a chart of the temperature.")
    var hourly = false

    @OptionGroup var weather: WeatherOptions
    @OptionGroup var output: FormatOptions
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard (1...Self.maximumDays).contains(days) else {
            throw ValidationError("--days must be from 1 to \(Self.maximumDays); the forecast covers 5 days.")
        }
    }

    func run(in environment: any CommandEnvironment, context: CommandContext) async throws(WeatherError)
        -> Int32
    {
        let policy: FetchPolicy =
            weather.offline ? .offline : .cacheFirst(lifetime: environment.cacheLifetime)
        let useCase = try environment.showForecast()
        let report = try await context.withProgress(
            "Fetching the forecast for \(place)…", networkCapable: !weather.offline
        ) {
            () async throws(WeatherError) in try await useCase.execute(place, policy: policy)
        }
        let display = context.display(
            units: weather.units(preferring: environment.preferredUnits),
            icons: weather.iconStyle(
                for: output.format, console: context.console, preferring: environment.preferredIcons),
            environment: environment)
        if let notice = OriginNotice.text(for: report, now: display.now, verbose: context.verbose) {
            context.notice(notice)
        }
        let view = ForecastView(report, display: display, dayLimit: days)
        if view.days.isEmpty, report.origin == .network {
            // Just fetched and already over: the service's fault, not a stale cache's.
            throw .outdatedForecast(place: PlaceLabel.short(report.place))
        }
        switch output.format {
        case .json: context.print(try ForecastJSON.document(view).text())
        case .table where !view.days.isEmpty:
            context.print(ForecastTableRenderer(view: view).render(hourly: hourly))
        case .plain where !view.days.isEmpty:
            context.print(ForecastPlainRenderer(view: view).render(hourly: hourly))
        case .table, .plain: break
        }
        guard !view.days.isEmpty else {
            context.notice(
                "The forecast for \(PlaceLabel.short(report.place)) kept from \(AgeText.since(report.age(at: display.now))) "
                    + "ends before today. Run the command again without --offline to fetch a new one.")
            return ExitStatus.unavailable
        }
        return ExitStatus.success
    }
}
