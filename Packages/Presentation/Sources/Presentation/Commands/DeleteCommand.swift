import ArgumentParser
import Domain

/// `wxapp delete <place>... | --all`: removes saved places; each name that is not saved is reported, and
/// the others are removed all the same.
struct DeleteCommand: PlacesCommand {
    static func described() -> CommandConfiguration {
        .wxapp(
            "delete",
            abstract: Help.words("Remove saved places."))
    }

    @Argument(help: Help.words("The saved places to remove."), completion: PlaceCompletion.completion(.saved))
    var places: [String] = []

    @Flag(help: Help.words("Remove every saved place."))
    var all = false

    @Option(name: OutputFormat.names, help: OutputFormat.help) var format: OutputFormat = .table
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        if all && !places.isEmpty {
            throw ValidationError(Help.words("Name places to delete or pass --all, not both."))
        }
        if !all && places.isEmpty {
            throw ValidationError(
                Help.words("Name at least one place to delete, or pass --all to delete every place."))
        }
    }

    func run(for places: [String], in services: CommandServices, context: CommandContext)
        async throws(WeatherError) -> Int32
    {
        let useCase = try services.useCases.deletePlaces()
        var deleted: [Place] = []
        var exitCode = ExitStatus.success
        if all {
            deleted = try await useCase.executeAll()
            if deleted.isEmpty {
                context.notice(context.words("No places were saved, so there was nothing to delete."))
            }
        } else {
            let outcome = context.outcome(of: try await useCase.execute(places))
            for place in outcome.values where !deleted.contains(place) { deleted.append(place) }
            exitCode = outcome.exitCode
        }
        if format == .json {
            context.print(try DeletionRenderer.json(deleted).text())
        } else if !deleted.isEmpty {
            context.print(DeletionRenderer.lines(deleted, words: context.words))
        }
        return exitCode
    }
}
