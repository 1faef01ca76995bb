import Domain
import Presentation
import Synchronization

/// What one run of the command line printed and returned.
struct CommandLineRun: Equatable, CustomStringConvertible {
    let exitCode: Int32
    let stdout: String
    let stderr: String
    /// The settings the command line handed to the services factory, if it got that far.
    var settings: CommandSettings?

    /// Runs are equal when they exit and print the same; the settings are checked separately.
    static func == (lhs: CommandLineRun, rhs: CommandLineRun) -> Bool {
        (lhs.exitCode, lhs.stdout, lhs.stderr) == (rhs.exitCode, rhs.stdout, rhs.stderr)
    }

    var description: String { "exit \(exitCode)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }

    /// Runs `wxapp <arguments>` against the services `fakes` make and captures both streams, in a UTF-8
    /// locale (`LANG=C.UTF-8`, as the end-to-end tests run) unless `variables` name another.
    static func of(
        _ arguments: [String], in fakes: FakeServices = FakeServices(), terminal: Bool = false,
        variables: [String: String] = [:], keyboard: (any InteractiveTerminal)? = nil
    ) async -> CommandLineRun {
        let capture = OutputCapture()
        var console = Console(
            stdoutIsTerminal: terminal, stderrIsTerminal: terminal,
            environment: ["LANG": "C.UTF-8"].merging(variables) { $1 },
            writeOut: capture.appendOut, writeErr: capture.appendErr)
        console.terminal = keyboard
        let code = await WxCommandLine.run(arguments, console: console) { received throws(WeatherError) in
            capture.record(received)
            return fakes.services()
        }
        return CommandLineRun(
            exitCode: code, stdout: capture.stdout, stderr: capture.stderr, settings: capture.settings)
    }
}

/// Collects what a console writes.
final class OutputCapture: Sendable {
    private let out = Mutex("")
    private let err = Mutex("")
    private let received = Mutex<CommandSettings?>(nil)

    var stdout: String { out.withLock { $0 } }
    var stderr: String { err.withLock { $0 } }
    var settings: CommandSettings? { received.withLock { $0 } }

    @Sendable func appendOut(_ text: String) { out.withLock { $0 += text } }
    @Sendable func appendErr(_ text: String) { err.withLock { $0 += text } }
    func record(_ settings: CommandSettings) { received.withLock { $0 = settings } }
}
