import ArgumentParser

/// Options every subcommand takes.
struct GlobalOptions: ParsableArguments {
    @Option(name: .customLong("db"), help: ArgumentHelp("The database file.", valueName: "path"))
    var databasePath: String?

    @Flag(help: "Print more detail about what happens and why things fail.")
    var verbose = false

    @Flag(name: .customLong("no-color"), help: "Never colour the output.")
    var noColor = false

    var settings: CommandSettings {
        CommandSettings(databasePath: databasePath, verbose: verbose)
    }
}
