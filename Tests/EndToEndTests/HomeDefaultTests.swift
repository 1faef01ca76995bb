import Foundation
import Testing

/// Commands that show one place's weather show the home place when none is named, as a bare `wxapp`
/// does: the `home` setting, else the first saved place; with neither, a usage error says how to set one.
/// Those that show every saved place show the home place when nothing is saved.
struct HomeDefaultTests {
    static let commands = [["show"], ["forecast"], ["air"], ["normals"]]

    @Test func withNoHomeAndNothingSavedEachSaysHowToSetOne() async throws {
        try await Sandbox.run { sandbox in
            for command in Self.commands {
                let result = try await sandbox.wxapp(arguments: command + ["--offline"])
                #expect(result.exitCode == 64, "\(command): \(result)")
                #expect(
                    result.stderr
                        == "wxapp: Name a place, or set the place shown when none is named: wxapp config set home Tokyo.\n",
                    "\(command): \(result)")
                #expect(result.stdout.isEmpty, "\(command): \(result)")
            }
        }
    }

    @Test func theFirstSavedPlaceElseTheHomeSettingIsShown() async throws {
        try await Sandbox.run { sandbox in
            #expect(try await sandbox.wxapp("add", "Tokyo", "Paris").exitCode == 0)
            #expect(try await sandbox.wxapp("forecast", "Tokyo", "Paris").exitCode == 0)
            for (command, heading) in [("show", "Tokyo, JP"), ("forecast", "FORECAST FOR TOKYO, JP")] {
                let shown = try await sandbox.wxapp(command, "--offline")
                #expect(shown.exitCode == 0 && shown.stdout.contains(heading), "\(command): \(shown)")
            }

            #expect(try await sandbox.wxapp("config", "set", "home", "Paris").exitCode == 0)
            for (command, heading) in [("show", "Paris, FR"), ("forecast", "FORECAST FOR PARIS, FR")] {
                let shown = try await sandbox.wxapp(command, "--offline")
                #expect(shown.exitCode == 0 && shown.stdout.contains(heading), "\(command): \(shown)")
                #expect(!shown.stdout.contains("Tokyo"), "\(command): \(shown)")
            }
            // Nothing kept of either: what is missing is the home place's.
            for command in ["air", "normals"] {
                let missing = try await sandbox.wxapp(command, "--offline")
                #expect(
                    missing.exitCode == 69 && missing.stderr.contains("\"Paris, FR\""),
                    "\(command): \(missing)")
            }
        }
    }

    /// Commands that show every saved place when none is named (`alerts`, `line`) show the home place when
    /// nothing is saved, and the saved places, not the home place, once some are.
    @Test func commandsOfEverySavedPlaceShowTheHomePlaceWhenNothingIsSaved() async throws {
        try await Sandbox.run { sandbox in
            #expect(try await sandbox.wxapp("config", "set", "home", "Tokyo").exitCode == 0)
            let alerts = try await sandbox.wxapp("alerts")
            #expect(alerts.exitCode == 0 && alerts.stdout.hasPrefix("Tokyo, JP: "), "\(alerts)")
            #expect(alerts.stderr.isEmpty, "\(alerts)")
            let line = try await sandbox.wxapp("line", "--template", "{name}")
            #expect(line.exitCode == 0 && line.stdout == "Tokyo\n", "\(line)")

            #expect(try await sandbox.wxapp("add", "Paris").exitCode == 0)
            let saved = try await sandbox.wxapp("alerts")
            #expect(saved.stdout.hasPrefix("Paris, FR: ") && !saved.stdout.contains("Tokyo"), "\(saved)")
            let savedLine = try await sandbox.wxapp("line", "--template", "{name}")
            #expect(savedLine.stdout == "Paris\n", "\(savedLine)")
        }
    }

    /// A home no name known offline stands for, with nothing saved: `line` says so in its short line and
    /// exits 66, naming the place the home setting gives.
    @Test func aHomeUnknownOfflineIsAShortLineAndExit66() async throws {
        try await Sandbox.run { sandbox in
            #expect(try await sandbox.wxapp("config", "set", "home", "Atlantisxyz").exitCode == 0)
            let line = try await sandbox.wxapp("line")
            #expect(line.exitCode == 66 && line.stdout == "wx: unknown place\n", "\(line)")
            #expect(
                line.stderr.contains(
                    "\"Atlantisxyz\" is not among the countries and cities wxapp knows offline"), "\(line)")
        }
    }
}
