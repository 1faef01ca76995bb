import ArgumentParser
import Domain

/// `wxapp search <query>`: countries of the catalog, by name, alternate name or ISO code, offline.
struct SearchCommand: EnvironmentCommand {
    static let configuration = CommandConfiguration(
        commandName: "search", abstract: "Search the country catalog (case and accents do not matter).")

    @Argument(help: "Part of a country name, or an ISO code such as \"JP\" or \"JPN\".")
    var query: String

    @OptionGroup var output: FormatOptions
    @OptionGroup var global: GlobalOptions

    func run(in environment: any CommandEnvironment, context: CommandContext) async throws(WeatherError)
        -> Int32
    {
        let countries = try environment.searchCountries().execute(query)
        if output.format == .json {
            context.print(try CountryJSON.list(countries).text())
        } else if !countries.isEmpty {
            let renderer = CountryListRenderer(palette: context.palette, plain: output.format == .plain)
            context.print(renderer.render(countries))
        }
        guard !countries.isEmpty else {
            context.notice(
                "No country matches \"\(query)\". Try part of its name or its ISO code, such as \"Japan\" or \"JP\"."
            )
            return ExitStatus.notFound
        }
        return ExitStatus.success
    }
}
