import Foundation
import Testing

/// Options typed before the command, where newcomers put them, are read as if typed after it; an option
/// the command does not take is named with that command's usage.
@Suite(.serialized) struct OptionPlacementTests {
    @Test func optionsBeforeTheCommandPrintWhatTheyPrintAfterIt() async throws {
        try await Sandbox.run { sandbox in
            #expect(try await sandbox.wxapp("add", "Japan").exitCode == 0)
            let database = sandbox.directory.appendingPathComponent("other.sqlite3").path
            #expect(try await sandbox.wxapp("add", "Spain", "--db", database).exitCode == 0)

            for (typed, corrected) in [
                (
                    ["--units", "imperial", "list", "--offline"],
                    ["list", "--offline", "--units", "imperial"]
                ),
                (["--verbose", "show", "Tokyo", "--offline"], ["show", "Tokyo", "--offline", "--verbose"]),
                (["--db", database, "list", "--offline"], ["list", "--offline", "--db", database]),
                (
                    ["--format", "plain", "--offline", "show", "Japan"],
                    ["show", "Japan", "--format", "plain", "--offline"]
                ),
            ] {
                let before = try await sandbox.wxapp(arguments: typed)
                let after = try await sandbox.wxapp(arguments: corrected)

                #expect(before.exitCode == 0, "\(before)")
                #expect(before.stdout.agesErased == after.stdout.agesErased, "\(typed)")
                #expect(before.stderr.agesErased == after.stderr.agesErased, "\(typed)")
            }
        }
    }

    @Test func anOptionTheCommandDoesNotTakeExits64WithItsUsage() async throws {
        try await Sandbox.run { sandbox in
            let result = try await sandbox.wxapp("--units", "imperial", "search", "Osaka")

            #expect(result.exitCode == 64, "\(result)")
            #expect(result.stdout.isEmpty)
            #expect(
                result.stderr == """
                    Error: Unknown option '--units'
                    Usage: wxapp search <query> [--limit <limit>] [--format <format>] [--db <path>] [--verbose] [--no-color] [--provider <provider>] [--no-fallback]
                      See 'wxapp search --help' for more information.

                    """, "\(result)")
        }
    }

    @Test func anOptionBeforeNoCommandKeepsTheRootsMessage() async throws {
        try await Sandbox.run { sandbox in
            let result = try await sandbox.wxapp("--units", "imperial")

            #expect(result.exitCode == 64, "\(result)")
            #expect(
                result.stderr == """
                    Error: Unknown option '--units'
                    Usage: wxapp <subcommand>
                      See 'wxapp --help' for more information.

                    """, "\(result)")
        }
    }
}
