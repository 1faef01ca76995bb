import Foundation
import Testing

extension UnitChoiceTests {
    @Test func flagsBeatTheEnvironmentWhichBeatsTheFileAndAPresetReplacesWeakerSources() async throws {
        try await Sandbox.runPatiently { sandbox in
            #expect(try await sandbox.wxapp("add", "Paris,FR").exitCode == 0)
            func units(_ arguments: String...) async throws -> [String: String] {
                let run = try await sandbox.wxapp(
                    arguments: ["list", "--offline", "--format", "json"] + arguments)
                #expect(run.exitCode == 0, "\(run)")
                return try #require((try ReportDocument.object(run.stdout) as? [String: Any])?["unitSymbols"])
                    as? [String: String] ?? [:]
            }

            let set = try await sandbox.wxapp("config", "set", "units.wind", "Knots")
            #expect(set.exitCode == 0, "\(set)")
            let stored = try await sandbox.wxapp("config", "get", "units.wind")
            #expect(stored.stdout == "kn\n", "stored by its short name: \(stored)")
            #expect(try await sandbox.wxapp("config", "set", "units", "uk").exitCode == 0)
            let file = try String(
                contentsOf: sandbox.directory.appendingPathComponent("config/wxapp/config.toml"),
                encoding: .utf8)
            #expect(file.contains("\nunits = 'uk'\n'units.wind' = 'kn'\n"), "\(file)")
            #expect(try await units()["wind"] == "kn", "the file's measure beats the file's preset")
            #expect(try await units()["distance"] == "mi", "the rest is the file's preset")

            sandbox.environment["WXAPP_WIND_UNIT"] = "kmh"
            #expect(try await units()["wind"] == "km/h", "the environment beats the file")
            #expect(try await units("--wind-unit", "bft")["wind"] == "Bft", "a flag beats the environment")
            #expect(try await units("--units", "metric")["wind"] == "m/s", "a preset flag replaces the rest")

            sandbox.environment["WXAPP_WIND_UNIT"] = nil
            sandbox.environment["WXAPP_UNITS"] = "imperial"
            #expect(
                try await units() == [
                    "temperature": "°F", "wind": "mph", "pressure": "inHg",
                    "precipitation": "in", "distance": "mi",
                ], "WXAPP_UNITS replaces the file's units, measures and all")
            sandbox.environment["WXAPP_PRESSURE_UNIT"] = "mmHg"
            #expect(try await units()["pressure"] == "mmHg")

            sandbox.environment["WXAPP_PRESSURE_UNIT"] = "furlongs"
            let badVariable = try await sandbox.wxapp("list", "--offline")
            #expect(badVariable.exitCode == 78, "\(badVariable)")
            #expect(
                badVariable.stderr.contains("WXAPP_PRESSURE_UNIT") && badVariable.stderr.contains("furlongs")
                    && badVariable.stderr.contains("hpa, inhg, mmhg or kpa"), "\(badVariable)")
            sandbox.environment["WXAPP_PRESSURE_UNIT"] = nil
            sandbox.environment["WXAPP_UNITS"] = nil

            let badFlag = try await sandbox.wxapp("show", "Paris", "--wind-unit", "furlongs")
            #expect(badFlag.exitCode == 64 && badFlag.stdout.isEmpty, "\(badFlag)")
            #expect(
                badFlag.stderr.hasPrefix(
                    "Error: The value 'furlongs' is invalid for '--wind-unit <unit>'. "
                        + "Please provide one of 'ms', 'kmh', 'mph', 'kn' or 'bft'."), "\(badFlag)")

            let badSetting = try await sandbox.wxapp("config", "set", "units.wind", "furlongs")
            #expect(badSetting.exitCode == 64, "\(badSetting)")
            #expect(badSetting.stderr.contains("it must be ms, kmh, mph, kn or bft"), "\(badSetting)")
        }
    }

    @Test func aHandWrittenFileMayNameMeasuresDottedOrInAUnitsTable() async throws {
        try await Sandbox.runPatiently { sandbox in
            #expect(try await sandbox.wxapp("add", "Paris,FR").exitCode == 0)
            let file = sandbox.directory.appendingPathComponent("config/wxapp/config.toml")
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            let cases: [(String, [String])] = [
                ("units.wind = \"kn\"\nunits.pressure = \"kpa\"\n", ["10°C", "11 kn", "100.8 kPa"]),
                ("[units]\npreset = \"imperial\"\nwind = \"kn\"\n", ["50°F", "11 kn", "29.77 inHg"]),
            ]
            for (text, shown) in cases {
                try text.write(to: file, atomically: true, encoding: .utf8)
                let run = try await sandbox.wxapp("show", "Paris", "--offline", "--format", "plain")
                #expect(run.exitCode == 0, "\(text)\n\(run)")
                for expected in shown {
                    #expect(run.stdout.contains(expected), "\(text)\n\(run)")
                }
            }
            let dotted = try await sandbox.wxapp("config", "list")
            #expect(
                dotted.stdout == "units = imperial\nunits.wind = kn\n"
                    + "# language = en (the default)\n# clock = 24 (the default)\n# provider = openweathermap (the default)\n",
                "\(dotted)")

            try "units = \"uk\"\nunits.wind = \"kn\"\n".write(to: file, atomically: true, encoding: .utf8)
            let clash = try await sandbox.wxapp("show", "Paris", "--offline")
            #expect(
                clash.exitCode == 78 && clash.stderr.contains("line 2"),
                "TOML has no key both a value and a table\n\(clash)")
        }
    }
}
