import Foundation
import Testing

/// The clock through the real binary: the flag beats `WXAPP_CLOCK`, which beats the configuration file,
/// which beats the locale.
@Suite(.serialized) struct ClockTests {
    private static func sunrise(_ card: String) -> String? {
        card.split(separator: "\n").first { $0.hasPrefix("Sunrise: ") }.map(String.init)
    }

    @Test func flagBeatsEnvironmentBeatsFileBeatsLocale() async throws {
        try await Sandbox.runPatiently { sandbox in
            #expect(try await sandbox.wxapp("add", "Japan").exitCode == 0)
            func card(_ arguments: String...) async throws -> String? {
                Self.sunrise(
                    try await sandbox.wxapp(arguments: ["show", "Tokyo", "--format", "plain"] + arguments)
                        .stdout)
            }
            #expect(try await card() == "Sunrise: 04:40 local time", "C.UTF-8 writes 24 hours")

            sandbox.environment["LC_TIME"] = "en_US.UTF-8"
            #expect(try await card() == "Sunrise: 4:40 AM local time")

            let set = try await sandbox.wxapp("config", "set", "clock", "24")
            #expect(set.exitCode == 0, "\(set)")
            #expect(try await card() == "Sunrise: 04:40 local time", "the file beats the locale")

            sandbox.environment["WXAPP_CLOCK"] = "12"
            #expect(try await card() == "Sunrise: 4:40 AM local time", "the environment beats the file")
            #expect(try await card("--clock", "24") == "Sunrise: 04:40 local time", "the flag beats them all")

            sandbox.environment["WXAPP_CLOCK"] = "13"
            let bad = try await sandbox.wxapp("show", "Tokyo")
            #expect(bad.exitCode == 78, "\(bad)")
            #expect(bad.stderr.contains("WXAPP_CLOCK"), "\(bad)")
            sandbox.environment["WXAPP_CLOCK"] = nil
            let badFile = try await sandbox.wxapp("config", "set", "clock", "25")
            // What the user typed is a usage error (64); the file is left as it was.
            #expect(badFile.exitCode == 64, "\(badFile)")
            #expect(
                badFile.stderr
                    == "wxapp: \"25\" is not a valid value for clock; it must be auto, 12 or 24.\n",
                "\(badFile)")
        }
    }
}
