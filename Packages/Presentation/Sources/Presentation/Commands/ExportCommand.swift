import ArgumentParser
import Domain

/// `wxapp export`: the saved places as JSON that `wxapp import` reads back.
struct ExportCommand: ServicedCommand {
    static func described() -> CommandConfiguration {
        .wxapp(
            "export",
            abstract: Help.words(
                "Print the saved places as JSON, for \"wxapp import\" on this or another machine."))
    }

    @OptionGroup var global: GlobalOptions

    func run(in services: CommandServices, context: CommandContext) async throws(WeatherError)
        -> Int32
    {
        let places = try await services.useCases.exportPlaces().execute()
        if places.isEmpty {
            context.notice(context.words("No places saved yet, so the list is empty."))
        }
        context.print(try DeletionRenderer.json(places).text())
        return ExitStatus.success
    }
}
