import ArgumentParser
import Domain

/// `wxapp search <query>`: countries of the catalog, then cities of the gazetteer, offline.
struct SearchCommand: FormattedCommand {
    static func described() -> CommandConfiguration {
        .wxapp(
            "search",
            abstract: Help.words("Search countries and cities offline (case and accents do not matter)."),
            discussion: Help.words(
                """
                Countries match by name, other name or ISO code; cities match when their name, another \
                of their names or a word of their name starts with the query, biggest first.
                """))
    }

    @Argument(help: Help.words("Part of a country or city name, or an ISO code such as \"JP\" or \"JPN\"."))
    var query: String

    @Option(help: Help.words("The most cities to list (countries are all listed)."))
    var limit = 10

    @Option(name: OutputFormat.names, help: OutputFormat.help) var format: OutputFormat = .table
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard (0...1_000).contains(limit) else {
            throw ValidationError(Help.words("--limit must be a number from 0 to 1000."))
        }
    }

    func run(in services: CommandServices, context: CommandContext) async throws(WeatherError)
        -> Int32
    {
        let results = try services.useCases.searchPlaces().execute(query, cityLimit: limit)
        if format == .json {
            context.print(try SearchJSON.list(results).text())
        } else if !results.isEmpty {
            context.print(
                SearchResultsRenderer(palette: context.palette, plain: format == .plain, words: context.words)
                    .render(results))
        }
        guard !results.isEmpty else {
            context.notice(
                context.words(
                    "No country or city matches \"\(query)\". Try the start of its name or an ISO code, such as \"Japan\", \"Osaka\" or \"JP\"."
                ))
            return ExitStatus.notFound
        }
        return ExitStatus.success
    }
}
