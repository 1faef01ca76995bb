import ArgumentParser
import Domain

/// A subcommand that runs against the composition root's environment and returns its exit code.
protocol EnvironmentCommand: ParsableCommand {
    var global: GlobalOptions { get }

    func run(in environment: any CommandEnvironment, context: CommandContext) async throws(WeatherError)
        -> Int32
}
