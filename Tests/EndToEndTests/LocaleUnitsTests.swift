import Foundation
import Testing

/// The units a newcomer sees follow the measurement locale until the user chooses: the United States reads
/// °F and mph, the United Kingdom °C and mph, Germany km/h, the C locale metric; `LC_ALL` and
/// `LC_MEASUREMENT` come before `LANG`, as glibc reads them; the file, the environment and a flag each beat
/// the locale, and `config list` says where each unit comes from.
struct LocaleUnitsTests {
    private static func plainList(_ sandbox: Sandbox, _ arguments: String...) async throws -> String {
        let list = try await sandbox.wxapp(arguments: ["list", "--offline", "--format", "plain"] + arguments)
        #expect(list.exitCode == 0, "\(list)")
        return list.stdout
    }

    @Test func theLocaleChoosesTheUnitsUntilTheUserDoes() async throws {
        try await Sandbox.run { sandbox in
            #expect(try await sandbox.wxapp("add", "Paris,FR").exitCode == 0)
            let metric = try await Self.plainList(sandbox)
            #expect(metric.contains("°C") && metric.contains(" m/s "), "\(metric)")

            sandbox.environment["LANG"] = "en_US.UTF-8"
            let american = try await Self.plainList(sandbox)
            #expect(american.contains("°F") && american.contains(" mph "), "\(american)")
            #expect(
                try await Self.plainList(sandbox, "--units", "metric") == metric, "a flag beats the locale")
            // JSON is for programs: the locale never changes its units.
            for command in [["list", "--offline"], ["watch", "--offline", "--count", "1"]] {
                let json = try await sandbox.wxapp(arguments: command + ["--format", "json"])
                let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
                #expect(object?["units"] as? String == "metric", "\(command): \(json)")
            }

            sandbox.environment["LC_MEASUREMENT"] = "en_GB.UTF-8"
            let british = try await Self.plainList(sandbox)
            #expect(british.contains("°C") && british.contains(" mph "), "\(british)")
            sandbox.environment["LC_ALL"] = "de_DE.UTF-8"
            let german = try await Self.plainList(sandbox)
            #expect(german.contains("°C") && german.contains(" km/h "), "\(german)")

            sandbox.environment["LC_ALL"] = nil
            sandbox.environment["LC_MEASUREMENT"] = nil
            #expect(try await sandbox.wxapp("config", "set", "units.wind", "kn").exitCode == 0)
            let chosen = try await Self.plainList(sandbox)
            #expect(chosen.contains("°F") && chosen.contains(" kn "), "the file beats the locale: \(chosen)")
            sandbox.environment["WXAPP_UNITS"] = "metric"
            #expect(try await Self.plainList(sandbox) == metric, "the environment beats the file")

            let listed = try await sandbox.wxapp("config", "list")
            #expect(listed.exitCode == 0, "\(listed)")
            #expect(
                listed.stdout.contains("units.wind = kn\n# units.temperature = c (from WXAPP_UNITS)\n"),
                "\(listed)")
            sandbox.environment["WXAPP_UNITS"] = nil
            let fromLocale = try await sandbox.wxapp("config", "list")
            #expect(
                fromLocale.stdout == """
                    units.wind = kn
                    # units.temperature = f (from the locale en_US.UTF-8)
                    # units.pressure = inhg (from the locale en_US.UTF-8)
                    # units.precipitation = in (from the locale en_US.UTF-8)
                    # units.distance = mi (from the locale en_US.UTF-8)
                    # language = en (from the locale en_US.UTF-8)
                    # clock = 12 (from the locale en_US.UTF-8)
                    # provider = openweathermap (the default)

                    """, "\(fromLocale)")
            let json = try await sandbox.wxapp("config", "list", "--format", "json")
            let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: String]
            #expect(object == ["units.wind": "kn"], "JSON has the file's settings alone: \(json)")
        }
    }
}
