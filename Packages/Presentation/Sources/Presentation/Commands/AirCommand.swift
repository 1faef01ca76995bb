import ArgumentParser
import Domain

/// `wxapp air <place>`: the air quality of a place, saved or not, from the registered air-quality service.
struct AirCommand: FormattedCommand {
    static func described() -> CommandConfiguration {
        .wxapp(
            "air",
            abstract: Help.words("Show the air quality, UV index and pollen of a place."),
            discussion: Help.words(
                """
                From \(ProviderText.airQualityService), whichever provider gives the weather. \
                Kept with the place for an hour, so it can be shown again with --offline.
                """))
    }

    @OptionGroup var subject: OnePlaceArgument

    @OptionGroup var weather: WeatherOptions
    @Option(name: OutputFormat.names, help: ReportFormat.help) var format: ReportFormat = .table
    @OptionGroup var global: GlobalOptions

    func run(in services: CommandServices, context: CommandContext) async throws(WeatherError)
        -> Int32
    {
        let place = try await subject.place(in: services)
        let useCase = try services.useCases.showAirQuality()
        let report = try await context.withProgress(
            context.words("Fetching the air quality for \(place)…"), networkCapable: !weather.offline
        ) {
            () async throws(WeatherError) in try await useCase.execute(place, offline: weather.offline)
        }
        let display = context.display(weather, format: format.displayedAs, services: services)
        if let notice = context.originNotice(display).text(
            for: report)
        {
            context.notice(notice)
        }
        let view = AirQualityView(report, now: display.now, clock: display.clock, words: display.words)
        switch format {
        case .json: context.print(try AirQualityJSON.document(report, now: display.now).text())
        case .prometheus: context.printMetrics(ReportMetrics.air(report, now: display.now))
        case .table:
            context.print(
                view.lines(aligned: true, palette: display.palette).joined(separator: "\n") + "\n")
        case .plain: context.print(view.lines(aligned: false, palette: nil).joined(separator: "\n") + "\n")
        }
        return ExitStatus.success
    }
}
