import ArgumentParser
import Domain

/// A bare `wxapp`: the home place's card (the `home` setting, else the first saved place), then the saved
/// list as `list` shows it; with no home and nothing saved, three lines on how to start.
struct HomeCommand: FormattedCommand {
    static func described() -> CommandConfiguration {
        .wxapp(
            "home",
            abstract: Help.words(
                "Show the home place and the saved places (what a bare \"wxapp\" runs)."),
            shouldDisplay: false)
    }

    /// What a bare `wxapp` prints when there is nothing to show yet.
    static func gettingStarted(_ words: Words) -> String {
        [
            words("No places saved yet. Try:"),
            "  wxapp Tokyo        " + words("the weather anywhere, without saving it"),
            "  wxapp add Tokyo    " + words("save a place; a bare wxapp then shows it first"),
        ].joined(separator: "\n")
    }

    @OptionGroup var weather: WeatherOptions
    @Option(name: OutputFormat.names, help: OutputFormat.help) var format: OutputFormat = .table
    @OptionGroup var global: GlobalOptions

    func run(in services: CommandServices, context: CommandContext) async throws(WeatherError)
        -> Int32
    {
        let policy = weather.fetchPolicy(lifetime: services.cacheLifetime)
        let useCase = try services.useCases.showHome()
        let home = services.preferences.home
        let found = try await context.withProgress(
            context.words("Updating weather…"), networkCapable: !weather.offline
        ) { () async throws(WeatherError) -> ShowHomeUseCase.Shown in
            try await useCase.execute(home: home, policy: policy)
        }
        let saved = found.saved
        // A home that cannot be shown is said, and the list is shown all the same.
        var exitCode = ExitStatus.success
        var shown: WeatherReport?
        switch found.home {
        case .success(let report): shown = report
        case .failure(let error): exitCode = context.fail(error)
        case nil: break
        }
        if home == nil, saved.isEmpty {
            if format == .json {
                context.print(try JSONValue.object(["home": .null, "places": .array([])]).text())
            } else {
                context.print(Self.gettingStarted(context.words))
            }
            return ExitStatus.success
        }
        let display = context.display(weather, format: format, services: services)
        let homeReports = [shown].compactMap { $0 }
        context.announceOrigins(
            of: homeReports + saved.filter { $0.place.key != shown?.place.key }, display: display)
        let kept = try await context.keptExtras(of: homeReports, services: services)
        switch format {
        case .json:
            guard case .object(var members) = ReportJSON.list(saved, display: display) else {
                throw .internalFailure(detail: "the list's JSON is not an object")
            }
            members["home"] =
                shown.map {
                    ReportJSON.shownPlace($0, kept: kept[$0.place.key] ?? KeptExtras(), display: display)
                }
                ?? .null
            context.print(try JSONValue.object(members).text())
        case .table, .plain:
            if !homeReports.isEmpty {
                context.print(format.cards(homeReports, display: display, kept: kept))
            }
            if !saved.isEmpty, !homeReports.isEmpty { context.print("") }
            try await context.printList(saved, as: format, display: display, services: services)
        }
        return exitCode
    }
}
