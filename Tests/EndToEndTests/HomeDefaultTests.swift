import Foundation
import Testing

/// Commands that show one place's weather show the home place when none is named, as a bare `wxapp`
/// does: the `home` setting, else the first saved place; with neither, a usage error says how to set one.
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
}
