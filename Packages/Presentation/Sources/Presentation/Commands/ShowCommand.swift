import ArgumentParser
import Domain

/// `wxapp show <place>`: the detail card of one saved place.
struct ShowCommand: EnvironmentCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", _superCommandName: "wxapp",
        abstract: "Show the detailed weather of one saved place.")

    @Argument(
        help: PlaceCompletion.savedPlaceHelp,
        completion: PlaceCompletion.completion(.saved))
    var place: String

    @OptionGroup var weather: WeatherOptions
    @OptionGroup var output: FormatOptions
    @OptionGroup var global: GlobalOptions

    func run(in environment: any CommandEnvironment, context: CommandContext) async throws(WeatherError)
        -> Int32
    {
        let policy: FetchPolicy =
            weather.offline ? .offline : .cacheFirst(lifetime: environment.cacheLifetime)
        let useCase = try environment.showPlace()
        let report = try await context.withProgress(
            "Fetching weather for \(place)…", networkCapable: !weather.offline
        ) {
            () async throws(WeatherError) in try await useCase.execute(place, policy: policy)
        }
        let display = context.display(
            units: weather.units(preferring: environment.preferredUnits),
            icons: weather.iconStyle(
                for: output.format, console: context.console, preferring: environment.preferredIcons),
            environment: environment, clock: weather.clock)
        context.announceOrigins(of: [report], display: display)
        let data = try await environment.keptPlaceData().keptData(for: report.place)
        let kept = KeptExtras(air: data.air, normals: data.normals, alerts: data.alerts)
        switch output.format {
        case .json: context.print(try ReportJSON.shownPlace(report, kept: kept, display: display).text())
        case .table, .plain:
            context.print(output.format.cards([report], display: display, kept: [report.place.key: kept]))
        }
        return ExitStatus.success
    }
}
