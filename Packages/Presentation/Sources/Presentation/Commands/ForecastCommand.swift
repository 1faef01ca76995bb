import ArgumentParser
import Domain

/// `wxapp forecast <place>...`: the forecast of saved places, by day or by step, with charts, as far ahead
/// as the provider forecasts. Several places are fetched together, in as few requests as the service allows.
struct ForecastCommand: PlacesCommand {
    /// The furthest any registered provider forecasts: read each time, never kept from before the
    /// providers were registered (a test that parsed a forecast first left it at 1 for the whole process).
    static var maximumDays: Int { WeatherProvider.all.map(\.forecastDays).max() ?? 1 }
    /// The hours `--hourly` shows when neither `--hours` nor `--days` says.
    static let defaultHours = 24

    // The options' help, made once a run in English: ArgumentParser makes the options several times as it
    // parses.
    private static var daysHelp: ArgumentHelp {
        Help.once("forecast.daysHelp") {
            Help.words("How many days to show: \(ProviderText.forecastDayRanges).")
        }
    }
    private static var hourlyHelp: ArgumentHelp {
        Help.once("forecast.hourlyHelp") {
            Help.words(
                "Show the steps of the next \(defaultHours) hours (\(ProviderText.forecastSteps)) and a temperature chart; --hours or --days shows more."
            )
        }
    }
    private static var hoursHelp: ArgumentHelp {
        Help.once("forecast.hoursHelp") {
            Help.words(
                "How many hours of steps to show, from 1 to \(maximumDays * 24) (implies --hourly).",
                valueName: "hours")
        }
    }
    private static var chartHelp: ArgumentHelp {
        Help.once("forecast.chartHelp") {
            Help.words(
                "Draw the next \(ForecastView.meteogramHours) hours as a picture: temperature, precipitation and its chance, and wind."
            )
        }
    }

    static func described() -> CommandConfiguration {
        .wxapp(
            "forecast",
            abstract:
                Help.words("Show the forecast of places: \(ProviderText.forecastReach)."),
            discussion: Help.words(
                """
                Days are the place's own calendar days. The forecast is kept with the place, so it can be \
                shown again with --offline; it is refreshed when older than the cache lifetime.
                """))
    }

    @Argument(
        help: PlaceCompletion.anyPlaceHelp,
        completion: PlaceCompletion.completion(.savedThenAny))
    var places: [String] = []

    @Option(name: [.customShort("d"), .long], help: Self.daysHelp)
    var days: Int?

    @Flag(help: Self.hourlyHelp)
    var hourly = false

    @Option(help: Self.hoursHelp)
    var hours: Int?

    @Flag(help: Self.chartHelp)
    var chart = false

    @OptionGroup var weather: WeatherOptions
    @Option(name: OutputFormat.names, help: OutputFormat.help) var format: OutputFormat = .table
    @OptionGroup var global: GlobalOptions

    var usesHomeWhenNoneIsNamed: Bool { true }

    func validate() throws {
        if let days, !(1...Self.maximumDays).contains(days) {
            throw ValidationError(Help.words("--days must be from 1 to \(Self.maximumDays)."))
        }
        if let hours, !(1...Self.maximumDays * 24).contains(hours) {
            throw ValidationError(Help.words("--hours must be from 1 to \(Self.maximumDays * 24)."))
        }
        if hours != nil, days != nil {
            throw ValidationError(Help.words("Give --hours or --days, not both."))
        }
        if chart, hourly || hours != nil || days != nil {
            throw ValidationError(
                Help.words(
                    "--chart draws the next \(ForecastView.meteogramHours) hours; give it without --hourly, --hours or --days."
                )
            )
        }
        if chart, format != .table {
            throw ValidationError(
                Help.words(
                    "--chart draws a picture for people; it cannot be used with --format \(format.rawValue).")
            )
        }
    }

    func run(for places: [String], in services: CommandServices, context: CommandContext)
        async throws(WeatherError) -> Int32
    {
        let provider = services.provider
        try ShowForecastUseCase.check(days: days, with: provider)
        let policy = weather.fetchPolicy(lifetime: services.cacheLifetime)
        let useCase = try services.useCases.showForecast()
        let results = try await context.withProgress(
            for: places, offline: weather.offline,
            one: { place in context.words("Fetching the forecast for \(place)…") },
            many: { count in
                context.words.plural(count, "Fetching \(count) forecast…", "Fetching \(count) forecasts…")
            }
        ) { await useCase.shown(places, policy: policy) }
        let display = context.display(weather, format: format, services: services)
        var (views, exitCode) = context.outcome(
            of: results.map { result in
                result.flatMap { shown -> Result<ForecastView, WeatherError> in
                    do throws(WeatherError) {
                        var view = try view(
                            of: shown.report, display: display, dayLimit: dayLimit(provider),
                            hourLimit: hourLimit, context: context)
                        view.weather = shown.weather
                        view.normals = shown.normals
                        return .success(view)
                    } catch {
                        return .failure(error)
                    }
                }
            })
        switch format {
        case .json where places.count == 1:
            if let view = views.first { context.print(try ForecastJSON.document(view).text()) }
        case .json:
            context.print(try JSONValue.places(views.map(ForecastJSON.document)).text())
        case .table, .plain:
            for (number, view) in views.filter({ !$0.days.isEmpty }).enumerated() {
                let text =
                    format == .table
                    ? ForecastTableRenderer(view: view).render(chart ? .chart : showsSteps ? .hourly : .daily)
                    : ForecastPlainRenderer(view: view).render(hourly: showsSteps)
                context.print((number == 0 ? "" : "\n") + text)
            }
        }
        for view in views where view.days.isEmpty {
            let place = PlaceLabel.short(view.report.place, display.words)
            let fetched = AgeText(display.words).fetched(view.report.age(at: display.now))
            context.notice(
                display.words(
                    "The forecast for \(place), \(fetched), ends before today. Run the command again without --offline to fetch a new one."
                ))
            if exitCode == ExitStatus.success { exitCode = ExitStatus.unavailable }
        }
        return exitCode
    }

    /// True when steps are shown rather than days: `--hourly`, or `--hours`.
    private var showsSteps: Bool { hourly || hours != nil }

    /// The hours of steps shown: `--hours`, else `defaultHours` where `--hourly` is given without `--days`
    /// for a table or plain lines (JSON keeps the steps of every day shown); nil for no limit.
    private var hourLimit: Int? {
        hours ?? (hourly && days == nil && format != .json ? Self.defaultHours : nil)
    }

    /// The days shown: `--days`, else as many as the hours shown reach into (their partial days counted),
    /// and at least the provider's default.
    private func dayLimit(_ provider: WeatherProvider) -> Int {
        if let days { return days }
        let reached = hours.map { ($0 + 23) / 24 + 1 } ?? 0
        return min(Self.maximumDays, max(provider.defaultForecastDays, reached))
    }

    /// The view of one forecast, after its notice; a forecast that was just fetched and is already over
    /// is the service's fault, not a stale cache's.
    private func view(
        of report: ForecastReport, display: DisplaySettings, dayLimit: Int, hourLimit: Int?,
        context: CommandContext
    )
        throws(WeatherError) -> ForecastView
    {
        if let notice = context.originNotice(display).text(
            for: report)
        {
            context.notice(notice)
        }
        let view = ForecastView(report, display: display, dayLimit: dayLimit, hourLimit: hourLimit)
        if view.days.isEmpty, report.origin == .network {
            throw .outdatedForecast(place: PlaceLabel.short(report.place, display.words))
        }
        // A forecast from a provider that sees less far ahead than asked (one that answered when the
        // provider in use failed, or one kept from before) says so rather than show fewer days unremarked;
        // so does one whose service sent fewer days than it forecasts (an NWS grid that ends early).
        if let days, let provider = report.forecast.provider, days > provider.forecastDays {
            let (name, reach, place, shown) = (
                provider.displayName, provider.forecastDays, PlaceLabel.short(report.place, display.words),
                view.days.count
            )
            context.notice(
                display.words(
                    "\(name) forecasts \(reach) days ahead; the forecast for \(place) shows \(shown) of the \(days) days asked."
                ))
        } else if let days, report.origin == .network, view.days.count < days {
            let (place, shown) = (PlaceLabel.short(report.place, display.words), view.days.count)
            context.notice(
                display.words(
                    "The forecast for \(place) covers fewer days than asked: \(shown) of the \(days) days asked."
                ))
        }
        return view
    }
}
