import ArgumentParser
import Domain

/// The root command: it only groups the subcommands and answers `--help` and `--version`.
struct WxappCommand: DescribedCommand {
    static func described() -> CommandConfiguration {
        CommandConfiguration(
            commandName: "wxapp",
            abstract: Help.words("Current weather for the places you save, also offline."),
            discussion: Help.words(
                """
                Weather data comes from \(ProviderText.sources) when \(ProviderText.keyVariables) or "wxapp config set api-key" gives a key. When the \
                service in use fails, the next one answers and wxapp says so (--no-fallback turns this off). \
                Saved places and their latest weather live in a local database, so list and show work without \
                a network. "wxapp PLACE" shows any place without saving it (as "wxapp show PLACE"); a bare \
                "wxapp" shows the home place (wxapp config set home Tokyo; else the first saved place), then \
                the saved places.
                """),
            version: "wxapp \(WxCommandLine.version)",
            subcommands: [
                AddCommand.self, ListCommand.self, ShowCommand.self, HomeCommand.self,
                ForecastCommand.self,
                AirCommand.self,
                NormalsCommand.self, AlertsCommand.self, LineCommand.self, WatchCommand.self,
                DeleteCommand.self, SearchCommand.self,
                DoctorCommand.self, ConfigCommand.self, ImportCommand.self, ExportCommand.self,
            ])
    }
}
