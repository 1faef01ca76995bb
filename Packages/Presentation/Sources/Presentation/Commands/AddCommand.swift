import ArgumentParser
import Domain

/// `wxapp add <place>...`: resolves, fetches and saves each place, then prints the card of one place, or a
/// table of several as `list` prints it.
struct AddCommand: PlacesCommand {
    static func described() -> CommandConfiguration {
        .wxapp(
            "add",
            abstract: Help.words("Save places and show their current weather."),
            discussion: Help.words(
                """
                A place is a country (name or ISO code, for its capital) or a city, optionally with a \
                country code: "Japan", "JP", "Tokyo", "Paris,FR", "Springfield,IL,US". Adding a saved \
                place again refreshes it. One place added is shown as its card, several as a table, as \
                "wxapp list" shows them.
                """))
    }

    @Argument(help: Help.words("One or more places."), completion: PlaceCompletion.completion(.any))
    var places: [String]

    @Option(help: Help.words("The name to save one place under, as in \"wxapp add 48.85,2.35 --name Home\"."))
    var name: String?

    @OptionGroup var weather: WeatherOptions
    @Option(name: OutputFormat.names, help: OutputFormat.help) var format: OutputFormat = .table
    @OptionGroup var global: GlobalOptions

    func run(for places: [String], in services: CommandServices, context: CommandContext)
        async throws(WeatherError) -> Int32
    {
        if name != nil, places.count != 1 {
            context.notice(context.words("--name names one place; give one place with it."))
            return ExitStatus.usage
        }
        let useCase = try services.useCases.addPlaces()
        let outcomes = try await context.withProgress(
            for: places, offline: weather.offline, one: { place in context.words("Adding \(place)…") },
            many: { count in context.words.plural(count, "Adding \(count) place…", "Adding \(count) places…")
            }
        ) { await useCase.execute(places, offline: weather.offline, name: name) }
        let display = context.display(weather, format: format, services: services)
        let added = outcomes.compactMap { try? $0.result.get() }
        // Many places answered the same way (by another provider, for one reason) are told of in one line.
        var notices = context.originNotice(display)
            .textsByReport(for: added)
            .makeIterator()
        let exitCode = context.outcome(of: outcomes.map(\.result)) { _ in
            notices.next()?.forEach(context.notice)
        }.exitCode
        // With some failed, what was saved is said too, for whoever reads only stderr and the exit code.
        if exitCode != ExitStatus.success, !added.isEmpty {
            let savedPlaces = added.map { PlaceLabel.short($0.place, context.words) }
                .joined(separator: context.words.listSeparator)
            let (failed, total) = (outcomes.count - added.count, outcomes.count)
            context.notice(context.words("Saved \(savedPlaces); \(failed) of \(total) could not be added."))
        }
        if format == .json {
            context.print(try ReportJSON.list(added, display: display).text())
        } else if added.count == 1 {
            context.print(format.cards(added, display: display))
        } else {
            try await context.printList(added, as: format, display: display, services: services)
        }
        return exitCode
    }
}
