import ArgumentParser
import Domain

/// `wxapp import <file>`: saves every place of a JSON list, or none when one cannot be found.
struct ImportCommand: FormattedCommand {
    static func described() -> CommandConfiguration {
        .wxapp(
            "import",
            abstract: Help.words("Save the places listed in a JSON file and fetch their weather."),
            discussion: Help.words(
                """
                The file holds a JSON array whose entries are names ("Paris,FR") or objects with a "name" \
                and, optionally, a "country" (ISO code), a "region" and "latitude"/"longitude" ("lat"/"lon"); \
                an object with such an array under "places" (what "wxapp export" and "wxapp list --format json" \
                print) works too. Every entry is resolved before anything is saved: if one cannot be found, \
                nothing is imported.
                """))
    }

    @Argument(help: Help.words("The JSON file."), completion: .file(extensions: ["json"]))
    var file: String

    @Option(name: OutputFormat.names, help: OutputFormat.help) var format: OutputFormat = .table
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        if file.isEmpty {
            throw ValidationError(
                Help.words("<file> needs the path of a JSON file; an empty one names no file."))
        }
    }

    func run(in services: CommandServices, context: CommandContext) async throws(WeatherError)
        -> Int32
    {
        let useCase = try services.useCases.importPlaces()
        let outcomes = try await context.withProgress(context.words("Importing \(file)…")) {
            () async throws(WeatherError) in try await useCase.execute(path: file)
        }
        let (reports, exitCode) = context.outcome(of: outcomes.map(\.result))
        let imported = reports.map(\.place)
        if format == .json {
            context.print(try DeletionRenderer.json(imported).text())
        } else if !imported.isEmpty {
            context.print(
                imported.map { found in
                    let place = PlaceLabel.short(found, context.words)
                    return context.words("Imported \(place).") + "\n"
                }.joined())
        }
        return exitCode
    }
}
