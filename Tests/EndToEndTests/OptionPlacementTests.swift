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

    /// `-u` units, `-f` format, `-o` offline, `-d` days and `-v` verbose print what their long forms print,
    /// combined (`-ov`) and before the command too.
    @Test func shortOptionsPrintWhatTheirLongFormsPrint() async throws {
        try await Sandbox.run { sandbox in
            #expect(try await sandbox.wxapp("add", "Japan").exitCode == 0)
            #expect(try await sandbox.wxapp("forecast", "Tokyo").exitCode == 0)

            for (short, long) in [
                (
                    ["list", "-o", "-u", "imperial", "-f", "plain"],
                    ["list", "--offline", "--units", "imperial", "--format", "plain"]
                ),
                (
                    ["forecast", "Tokyo", "-o", "-d", "2", "-f", "json"],
                    ["forecast", "Tokyo", "--offline", "--days", "2", "--format", "json"]
                ),
                (["show", "Tokyo", "-ov"], ["show", "Tokyo", "--offline", "--verbose"]),
                (["-u", "imperial", "list", "-o"], ["list", "--offline", "--units", "imperial"]),
                (["line", "Tokyo", "-f", "waybar"], ["line", "Tokyo", "--format", "waybar"]),
                (["air", "Tokyo", "-o", "-f", "json"], ["air", "Tokyo", "--offline", "--format", "json"]),
            ] {
                let shortRun = try await sandbox.wxapp(arguments: short)
                let longRun = try await sandbox.wxapp(arguments: long)

                #expect(shortRun.exitCode == longRun.exitCode, "\(short): \(shortRun)")
                #expect(shortRun.stdout.agesErased == longRun.stdout.agesErased, "\(short)")
                #expect(shortRun.stderr.agesErased == longRun.stderr.agesErased, "\(short)")
            }
        }
    }

    /// No command gives one letter to two options, and each that shows weather documents the five.
    @Test func eachShortOptionIsDocumentedOnceInEveryCommand() async throws {
        try await Sandbox.run { sandbox in
            for command in ["list", "show", "add", "forecast", "air", "normals", "alerts", "line", "watch"] {
                let help = try await sandbox.wxapp(command, "--help")
                #expect(help.exitCode == 0, "\(help)")
                let shorts = help.stdout.split(separator: "\n").compactMap { line -> String? in
                    let trimmed = line.drop { $0 == " " }
                    guard trimmed.count > 3, trimmed.hasPrefix("-"), trimmed.dropFirst(2).hasPrefix(", --")
                    else {
                        return nil
                    }
                    return String(trimmed.prefix(2))
                }
                #expect(Set(shorts).count == shorts.count, "\(command): \(shorts)")
                #expect(shorts.contains("-v") && shorts.contains("-h"), "\(command): \(shorts)")
            }
            let forecast = try await sandbox.wxapp("forecast", "--help")
            for option in ["-d, --days", "-u, --units", "-o, --offline", "-f, --format", "-v, --verbose"] {
                #expect(forecast.stdout.contains(option), "\(option)")
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
                    Usage: wxapp search <query> [--limit <limit>] [--format <format>] [--db <path>] [--verbose] [--no-color] [--provider <provider>] [--no-fallback] [--language <code>]
                      See 'wxapp search --help' for more information.

                    """, "\(result)")
        }
    }

    /// Options alone are a bare `wxapp` with those options; an option no command takes keeps the root's
    /// message.
    @Test func optionsAloneAreABareWxappAndAnUnknownOneKeepsTheRootsMessage() async throws {
        try await Sandbox.run { sandbox in
            #expect(try await sandbox.wxapp("add", "Japan").exitCode == 0)
            let options = try await sandbox.wxapp("--units", "imperial", "-o", "-f", "plain")
            let bare = try await sandbox.wxapp("-o", "-f", "plain")
            #expect(options.exitCode == 0 && options.stdout.contains("°F"), "\(options)")
            #expect(bare.exitCode == 0 && bare.stdout.contains("°C"), "\(bare)")

            let result = try await sandbox.wxapp("--colour")
            #expect(result.exitCode == 64, "\(result)")
            #expect(
                result.stderr == """
                    Error: Unknown option '--colour'
                    Usage: wxapp <subcommand>
                      See 'wxapp --help' for more information.

                    """, "\(result)")
        }
    }
}
