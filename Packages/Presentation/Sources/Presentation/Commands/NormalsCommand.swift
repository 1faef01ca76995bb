import ArgumentParser
import Domain

/// `wxapp normals <place>`: the place's 1991–2020 normal highs and lows, fetched the first time only.
struct NormalsCommand: FormattedCommand {
    static func described() -> CommandConfiguration {
        .wxapp(
            "normals",
            abstract: Help.words("Show a place's 1991–2020 normal highs and lows."),
            discussion: Help.words(
                """
                From \(ProviderText.normalsSource()), fetched the first time only and kept for good; \
                from then on show and forecast compare the weather with them.
                """))
    }

    @OptionGroup var subject: OnePlaceArgument

    @OptionGroup var weather: WeatherOptions
    @Option(name: OutputFormat.names, help: OutputFormat.help) var format: OutputFormat = .table
    @OptionGroup var global: GlobalOptions

    func run(in services: CommandServices, context: CommandContext) async throws(WeatherError)
        -> Int32
    {
        let place = try await subject.place(in: services)
        let useCase = try services.useCases.showNormals()
        let report = try await context.withProgress(
            context.words("Fetching the 1991–2020 normals for \(place)…"), networkCapable: !weather.offline
        ) {
            () async throws(WeatherError) in try await useCase.execute(place, offline: weather.offline)
        }
        let (found, normals) = (report.place, report.normals)
        let units = weather.units(preferring: services.preferences.units(forPrograms: format == .json))
        switch format {
        case .json:
            var members = PlaceJSON.identity(found)
            members["period"] = .string("\(ClimateNormals.firstYear)-\(ClimateNormals.lastYear)")
            members["days"] = .array(
                normals.days.map { day in
                    .object([
                        "month": .integer(day.month), "day": .integer(day.day),
                        "high": .measurement(day.high.measurement(in: units)),
                        "low": .measurement(day.low.measurement(in: units)),
                    ])
                })
            context.print(try JSONValue.object(members).text())
        case .table, .plain:
            let words = context.words
            let place = PlaceLabel.full(found, words)
            var lines = [words("\(place): 1991–2020 normals")]
            lines += report.week.map { day in
                let date = DayText(words).dayAndMonth(day: day.day, month: day.month)
                let high = MeasurementText(words).text(day.high.measurement(in: units))
                let low = MeasurementText(words).text(day.low.measurement(in: units))
                return words("\(date): high \(high), low \(low)")
            }
            let source = ProviderText.normalsSource(words)
            lines.append(words("Source: \(source), kept for good"))
            context.print(lines.joined(separator: "\n") + "\n")
        }
        return ExitStatus.success
    }
}
