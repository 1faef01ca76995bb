import ArgumentParser
import Domain

/// `wxapp forecast <place>`: the forecast of a saved place, by day or by step, with charts: up to 16 days in
/// hourly steps with Open-Meteo, 5 days in 3-hour steps with OpenWeatherMap.
struct ForecastCommand: EnvironmentCommand {
    /// The furthest any provider forecasts.
    static let maximumDays = WeatherProvider.allCases.map(\.forecastDays).max() ?? 16

    static let configuration = CommandConfiguration(
        commandName: "forecast",
        abstract: "Show the forecast of a saved place: up to 16 days with Open-Meteo, 5 with OpenWeatherMap.",
        discussion: """
            Days are the place's own calendar days. The forecast is kept with the place, so it can be \
            shown again with --offline; it is refreshed when older than the cache lifetime.
            """)

    @Argument(help: "A saved place: \"Tokyo\", \"Paris,FR\", or a country for its capital.")
    var place: String

    @Option(
        help:
            "How many days to show: 1 to 16 with Open-Meteo (default 7), 1 to 5 with OpenWeatherMap (default 5)."
    )
    var days: Int?

    @Flag(
        help:
            "Show every step (hourly with Open-Meteo, 3-hourly with OpenWeatherMap) and a temperature chart.")
    var hourly = false

    @OptionGroup var weather: WeatherOptions
    @OptionGroup var output: FormatOptions
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        if let days, !(1...Self.maximumDays).contains(days) {
            throw ValidationError("--days must be from 1 to \(Self.maximumDays).")
        }
    }

    func run(in environment: any CommandEnvironment, context: CommandContext) async throws(WeatherError)
        -> Int32
    {
        let provider = environment.provider
        if let days, days > provider.forecastDays {
            throw .forecastBeyondReach(
                days: days, limit: provider.forecastDays, provider: provider.displayName)
        }
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
        let view = ForecastView(report, display: display, dayLimit: days ?? provider.defaultForecastDays)
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
