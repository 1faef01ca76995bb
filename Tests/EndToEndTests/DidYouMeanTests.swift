import Foundation
import Testing

/// A slip of the keyboard names what was meant, in one line, with a usage error (64).
@Suite(.serialized) struct DidYouMeanTests {
    @Test(arguments: [
        (["shwo", "Tokyo"], "Error: Unknown command 'shwo'. Did you mean 'show'?"),
        (["lsit"], "Error: Unknown command 'lsit'. Did you mean 'list'?"),
        (["forcast", "Tokyo"], "Error: Unknown command 'forcast'. Did you mean 'forecast'?"),
        (["help", "shwo"], "Error: Unknown command 'shwo'. Did you mean 'show'?"),
        (["list", "--json"], "Error: Unknown option '--json'. Did you mean '--format json'?"),
        (["show", "Tokyo", "--plain"], "Error: Unknown option '--plain'. Did you mean '--format plain'?"),
    ])
    func aMistypedCommandOrOptionNamesTheOneMeant(arguments: [String], firstLine: String) async throws {
        try await Sandbox.run { sandbox in
            let result = try await sandbox.wxapp(arguments: arguments)

            #expect(result.exitCode == 64, "\(result)")
            #expect(result.stdout.isEmpty, "\(result)")
            #expect(result.stderr.split(separator: "\n").first.map(String.init) == firstLine, "\(result)")
        }
    }

    /// A word near no command keeps the parser's own message; `help` with a command still helps.
    @Test func aWordNearNoCommandAndHelpForACommandAreAsBefore() async throws {
        try await Sandbox.run { sandbox in
            let word = try await sandbox.wxapp("zzzzzz")
            #expect(
                word.exitCode == 64 && word.stderr.hasPrefix("Error: Unexpected argument 'zzzzzz'"), "\(word)"
            )
            let help = try await sandbox.wxapp("help", "list")
            #expect(
                help.exitCode == 0 && help.stdout.hasPrefix("OVERVIEW: Show every saved place"), "\(help)")
            let hostile = try await sandbox.wxapp("help", "sh\u{1B}[2Jow")
            #expect(hostile.exitCode == 64 && !hostile.stderr.contains("\u{1B}"), "\(hostile)")
        }
    }
}
