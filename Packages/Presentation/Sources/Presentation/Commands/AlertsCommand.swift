import ArgumentParser
import Domain
import FoundationEssentials

/// `wxapp alerts [place…]`: official alerts for places, from the registered alert sources; every other
/// country says it has no alert source, never that it has no alerts.
struct AlertsCommand: PlacesCommand {
    static func described() -> CommandConfiguration {
        .wxapp(
            "alerts",
            abstract: Help.words("Show official weather alerts for places."),
            discussion: Help.words(
                """
                \(ProviderText.alertCoverage); \
                elsewhere wxapp says there is no alert source. Alerts are kept five minutes. With --exit-code, \
                the exit status is 1 when an alert is in force at any of the places and 0 when none is.
                """))
    }

    @Argument(
        help: Help.words(
            "Places, saved or not; every saved place when none is given, else the home place."),
        completion: PlaceCompletion.completion(.saved))
    var places: [String] = []

    @Flag(help: Help.words("Exit 1 when an alert is in force at any of the places, 0 when none is."))
    var exitCode = false

    @OptionGroup var weather: WeatherOptions
    @Option(name: OutputFormat.names, help: OutputFormat.help) var format: OutputFormat = .table
    @OptionGroup var global: GlobalOptions

    func run(for places: [String], in services: CommandServices, context: CommandContext)
        async throws(WeatherError) -> Int32
    {
        let useCase = try services.useCases.showAlerts()
        let places = try await HomePlace.places(places, in: services)
        let results = try await context.withProgress(
            context.words("Fetching alerts…"), networkCapable: !weather.offline
        ) {
            await useCase.execute(places, offline: weather.offline)
        }
        let now = services.clock.now
        let clock = context.display(
            units: weather.units(preferring: services.preferences.units), icons: .none,
            services: services,
            clock: weather.clock
        ).clock
        if places.isEmpty, results.isEmpty { context.notice(ErrorMessage.noPlacesSaved(context.words)) }
        let (reports, status) = context.outcome(of: results) { report in
            if let notice = Self.notice(report, now: now, verbose: context.verbose, words: context.words) {
                context.notice(notice)
            }
        }
        switch format {
        case .json:
            context.print(
                try JSONValue.places(
                    reports.map {
                        AlertsJSON.place($0, country: useCase.countryName(of: $0.place.countryCode), now: now)
                    }
                ).text())
        case .table, .plain:
            var blocks: [String] = []
            let kept = try services.useCases.showForecast()
            for report in reports {
                // Times are the place's own, by its zone's offset at each instant; without a zone, by the
                // offset of its kept reading.
                let offsets = services.timeZoneRules.offsets(
                    at: report.place, keptReading: try await kept.keptWeather(for: report.place)?.weather,
                    covering: [now] + report.alerts.flatMap { [$0.start, $0.end].compactMap { $0 } })
                blocks.append(
                    AlertsText(words: context.words, clock: clock).block(
                        report,
                        country: PlaceNames(context.words).countryName(
                            code: report.place.countryCode,
                            english: useCase.countryName(of: report.place.countryCode)),
                        offsets: offsets, now: now))
            }
            if !blocks.isEmpty { context.print(blocks.joined(separator: "\n")) }
        }
        if exitCode, status == ExitStatus.success {
            return reports.contains { !$0.active(at: now).isEmpty } ? 1 : 0
        }
        return status
    }

    private static func notice(_ report: AlertsReport, now: Date, verbose: Bool, words: Words) -> String? {
        guard let fetchedAt = report.askedAt else { return nil }
        let place = PlaceLabel.short(report.place, words)
        let fetched = AgeText(words).fetched(max(0, now.timeIntervalSince(fetchedAt)))
        switch report.origin {
        case .fallback(let error):
            let reason = FallbackReason.text(error, words: words)
            return words("showing the alerts kept for \(place), \(fetched): \(reason).")
        case .offline:
            return verbose ? words("offline: showing the alerts kept for \(place), \(fetched).") : nil
        case .cache, .network: return nil
        }
    }
}
