import ArgumentParser
import Domain

/// A subcommand that runs against the composition root's services and returns its exit code.
protocol ServicedCommand: DescribedCommand {
    /// False for commands that must run while the configuration is invalid (to fix it); true otherwise.
    static var requiresValidConfiguration: Bool { get }

    var global: GlobalOptions { get }

    /// True when what this run prints on stdout is for programs (JSON, a file's path): it is written byte
    /// for byte, never fitted to a width or made ASCII (`ServicedCommand+MachineOutput.swift`).
    var printsMachineOutput: Bool { get }

    func run(in services: CommandServices, context: CommandContext) async throws(WeatherError)
        -> Int32
}

extension ServicedCommand {
    static var requiresValidConfiguration: Bool { true }

    var printsMachineOutput: Bool { false }
}
