import ArgumentParser
import Domain

/// `wxapp list`: every saved place with its weather, refreshing what is older than the cache lifetime.
struct ListCommand: FormattedCommand {
    static func described() -> CommandConfiguration {
        .wxapp(
            "list",
            abstract: Help.words("Show every saved place with its current weather."))
    }

    @OptionGroup var weather: WeatherOptions

    @Flag(help: Help.words("Fetch every place again, however fresh its cached weather is."))
    var refresh = false

    @Option(name: OutputFormat.names, help: ReportFormat.help) var format: ReportFormat = .table
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        if refresh && weather.offline {
            throw ValidationError(Help.words("--refresh and --offline cannot be used together."))
        }
    }

    func run(in services: CommandServices, context: CommandContext) async throws(WeatherError)
        -> Int32
    {
        let policy = weather.fetchPolicy(lifetime: services.cacheLifetime, refresh: refresh)
        let useCase = try services.useCases.listPlaces()
        let reports = try await context.withProgress(
            context.words("Updating weather…"), networkCapable: policy != .offline
        ) {
            () async throws(WeatherError) in try await useCase.execute(policy: policy)
        }
        let display = context.display(weather, format: format.displayedAs, services: services)
        context.announceOrigins(of: reports, display: display)
        if reports.isEmpty {
            context.notice(ErrorMessage.noPlacesSaved(context.words))
        }
        switch format {
        case .json:
            let air = try await services.useCases.showAirQuality().kept()
            context.print(try ReportJSON.list(reports, air: air, display: display).text())
        case .prometheus:
            let air = try await services.useCases.showAirQuality().kept()
            context.printMetrics(ReportMetrics.places(reports, air: air, now: display.now))
        case .table, .plain:
            try await context.printList(
                reports, as: format.displayedAs, display: display, services: services)
        }
        return ExitStatus.success
    }
}
