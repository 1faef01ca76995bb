import ArgumentParser
import Domain

/// A subcommand that runs against the composition root's environment and returns its exit code.
protocol EnvironmentCommand: ParsableCommand {
    /// False for commands that must run while the configuration is invalid (to fix it); true otherwise.
    static var requiresValidConfiguration: Bool { get }

    var global: GlobalOptions { get }

    func run(in environment: any CommandEnvironment, context: CommandContext) async throws(WeatherError)
        -> Int32
}

extension EnvironmentCommand {
    static var requiresValidConfiguration: Bool { true }
}
