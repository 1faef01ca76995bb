import ArgumentParser
import Domain

/// `wxapp forecast <place>...`: the forecast of saved places, by day or by step, with charts, as far ahead
/// as the provider forecasts. Several places are fetched together, in as few requests as the service allows.
struct ForecastCommand: PlacesCommand {
    /// The furthest any provider forecasts.
    static var maximumDays: Int { WeatherProvider.all.map(\.forecastDays).max() ?? 1 }

    static let configuration = CommandConfiguration(
        commandName: "forecast", _superCommandName: "wxapp",
        abstract:
            "Show the forecast of places: \(ProviderText.forecastReach).",
        discussion: """
            Days are the place's own calendar days. The forecast is kept with the place, so it can be \
            shown again with --offline; it is refreshed when older than the cache lifetime.
            """)

    @Argument(
        help: PlaceCompletion.anyPlaceHelp,
        completion: PlaceCompletion.completion(.saved))
    var places: [String]

    @Option(
        name: [.customShort("d"), .long],
        help:
            ArgumentHelp(
                "How many days to show: \(ProviderText.forecastDayRanges).")
    )
    var days: Int?

    @Flag(
        help:
            ArgumentHelp(
                "Show every step (\(ProviderText.forecastSteps)) and a temperature chart."))
    var hourly = false

    @OptionGroup var weather: WeatherOptions
    @Option(name: OutputFormat.names, help: OutputFormat.help) var format: OutputFormat = .table
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        if places.isEmpty {
            throw ValidationError("Name at least one place.")
        }
        if let days, !(1...Self.maximumDays).contains(days) {
            throw ValidationError("--days must be from 1 to \(Self.maximumDays).")
        }
    }

    func run(for places: [String], in services: CommandServices, context: CommandContext)
        async throws(WeatherError) -> Int32
    {
        let provider = services.provider
        try ShowForecastUseCase.check(days: days, with: provider)
        let policy = weather.fetchPolicy(lifetime: services.cacheLifetime)
        let useCase = try services.useCases.showForecast()
        let count = places.count
        let label =
            count == 1
            ? context.words("Fetching the forecast for \(places[0])…")
            : context.words.plural(count, "Fetching \(count) forecast…", "Fetching \(count) forecasts…")
        let results = try await context.withProgress(label, networkCapable: !weather.offline) {
            await useCase.shown(places, policy: policy)
        }
        let display = context.display(weather, format: format, services: services)
        var (views, exitCode) = context.outcome(
            of: results.map { result in
                result.flatMap { shown -> Result<ForecastView, WeatherError> in
                    do throws(WeatherError) {
                        var view = try view(
                            of: shown.report, display: display,
                            dayLimit: days ?? provider.defaultForecastDays,
                            context: context)
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
                    ? ForecastTableRenderer(view: view).render(hourly: hourly)
                    : ForecastPlainRenderer(view: view).render(hourly: hourly)
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

    /// The view of one forecast, after its notice; a forecast that was just fetched and is already over
    /// is the service's fault, not a stale cache's.
    private func view(
        of report: ForecastReport, display: DisplaySettings, dayLimit: Int, context: CommandContext
    )
        throws(WeatherError) -> ForecastView
    {
        if let notice = OriginNotice(now: display.now, verbose: context.verbose, words: display.words).text(
            for: report)
        {
            context.notice(notice)
        }
        let view = ForecastView(report, display: display, dayLimit: dayLimit)
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
