import ArgumentParser
import Domain

/// `wxapp show <place>...`: the detail card of each place, saved or not; `wxapp <place>` runs it too.
struct ShowCommand: PlacesCommand {
    static func described() -> CommandConfiguration {
        .wxapp(
            "show",
            abstract: Help.words("Show the detailed weather of places, saved or not."),
            discussion: Help.words(
                """
                A place not saved is looked up, shown and kept for the next look, but not added to the list. \
                "wxapp PLACE" is "wxapp show PLACE" when PLACE is no command. With --date, the weather of past \
                days at the place instead, from \(ProviderText.normalsSource()), kept for good once final.
                """))
    }

    @Argument(
        help: PlaceCompletion.anyPlaceHelp,
        completion: PlaceCompletion.completion(.savedThenAny))
    var places: [String] = []

    @Option(
        name: .customLong("date"),
        help: Help.words(
            "Past days by the place's own calendar: YYYY-MM-DD, a range YYYY-MM-DD..YYYY-MM-DD (at most 366 days), yesterday, or -N for N days ago; from 1940-01-01 to yesterday.",
            valueName: "day"))
    var date: String?

    @OptionGroup var weather: WeatherOptions
    @Option(name: OutputFormat.names, help: ReportFormat.help) var format: ReportFormat = .table
    @OptionGroup var global: GlobalOptions

    var usesHomeWhenNoneIsNamed: Bool { true }

    func validate() throws {
        if date != nil, format == .prometheus {
            throw ValidationError(
                Help.words(
                    "--format prometheus gives the latest readings; --date takes table, plain or json."))
        }
    }

    func run(for places: [String], in services: CommandServices, context: CommandContext)
        async throws(WeatherError) -> Int32
    {
        if let date { return try await runPastDays(date, for: places, in: services, context: context) }
        let useCase = try services.useCases.showPlace()
        let policy = weather.fetchPolicy(lifetime: services.cacheLifetime)
        let results = try await context.withProgress(
            for: places, offline: weather.offline,
            one: { place in context.words("Fetching weather for \(place)…") },
            many: { _ in context.words("Fetching weather…") }
        ) { await useCase.execute(places, policy: policy) }
        let (reports, exitCode) = context.outcome(of: results)
        guard !reports.isEmpty else { return exitCode }
        let display = context.display(weather, format: format.displayedAs, services: services)
        context.announceOrigins(of: reports, display: display)
        let kept = try await context.keptExtras(of: reports, services: services)
        switch format {
        case .json:
            let documents = reports.map { report in
                ReportJSON.shownPlace(report, kept: kept[report.place.key] ?? KeptExtras(), display: display)
            }
            // One place named prints its document; several, `{"places": […]}`.
            context.print(try (places.count > 1 ? JSONValue.places(documents) : documents[0]).text())
        case .prometheus:
            context.printMetrics(
                ReportMetrics.places(reports, air: kept.compactMapValues(\.air), now: display.now))
        case .table, .plain:
            context.print(format.displayedAs.cards(reports, display: display, kept: kept))
        }
        return exitCode
    }
}
