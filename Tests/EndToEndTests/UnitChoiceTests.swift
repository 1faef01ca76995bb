import Foundation
import Testing

/// Presets and per-measure units, in every format of `show`, `list`, `forecast` and `line`, against
/// conversions written here apart from the app's; and which source wins when several choose.
@Suite(.serialized) struct UnitChoiceTests {
    /// A choice of units on the command line and the unit each measure must then be shown in.
    struct Choice: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let temperature: String
        let wind: String
        let pressure: String
        let precipitation: String
        let distance: String
        /// What `"units"` says in JSON: the preset's name, or "custom".
        let name: String

        var testDescription: String { arguments.isEmpty ? "(none)" : arguments.joined(separator: " ") }
    }

    static let choices = [
        Choice(
            arguments: [], temperature: "c", wind: "ms", pressure: "hpa", precipitation: "mm", distance: "km",
            name: "metric"),
        Choice(
            arguments: ["--units", "imperial"], temperature: "f", wind: "mph", pressure: "inhg",
            precipitation: "in",
            distance: "mi", name: "imperial"),
        Choice(
            arguments: ["--units", "standard"], temperature: "k", wind: "ms", pressure: "hpa",
            precipitation: "mm",
            distance: "m", name: "standard"),
        Choice(
            arguments: ["--units", "uk"], temperature: "c", wind: "mph", pressure: "hpa", precipitation: "mm",
            distance: "mi", name: "uk"),
        Choice(
            arguments: ["--wind-unit", "kn"], temperature: "c", wind: "kn", pressure: "hpa",
            precipitation: "mm",
            distance: "km", name: "custom"),
        Choice(
            arguments: ["--units", "uk", "--wind-unit", "bft", "--pressure-unit", "mmhg"], temperature: "c",
            wind: "bft", pressure: "mmhg", precipitation: "mm", distance: "mi", name: "custom"),
        Choice(
            arguments: [
                "--units", "imperial", "--temperature-unit", "c", "--wind-unit", "kmh", "--pressure-unit",
                "kpa",
                "--precipitation-unit", "mm", "--distance-unit", "m",
            ], temperature: "c", wind: "kmh", pressure: "kpa", precipitation: "mm", distance: "m",
            name: "custom"),
        Choice(
            arguments: ["--temperature-unit", "K", "--wind-unit", "knots", "--distance-unit", "Miles"],
            temperature: "k", wind: "kn", pressure: "hpa", precipitation: "mm", distance: "mi", name: "custom"
        ),
    ]

    // MARK: Conversions, from the definitions of the units

    static let symbols: [String: String] = [
        "c": "°C", "f": "°F", "k": "K", "ms": "m/s", "kmh": "km/h", "mph": "mph", "kn": "kn", "bft": "Bft",
        "hpa": "hPa", "inhg": "inHg", "mmhg": "mmHg", "kpa": "kPa", "mm": "mm", "in": "in", "km": "km",
        "mi": "mi",
        "m": "m",
    ]

    static func temperature(kelvin: Double, _ unit: String) -> Double {
        switch unit {
        case "f": (kelvin - 273.15) * 1.8 + 32
        case "k": kelvin
        default: kelvin - 273.15
        }
    }

    /// The WMO's Beaufort bands in m/s, to one decimal.
    static func beaufort(_ metresPerSecond: Double) -> Double {
        let edges = [0.3, 1.6, 3.4, 5.5, 8.0, 10.8, 13.9, 17.2, 20.8, 24.5, 28.5, 32.7]
        return Double(edges.filter { (metresPerSecond * 10).rounded() >= $0 * 10 - 1e-9 }.count)
    }

    static func wind(metresPerSecond: Double, _ unit: String) -> Double {
        switch unit {
        case "kmh": metresPerSecond * 3.6
        case "mph": metresPerSecond / 0.447_04
        case "kn": metresPerSecond / (1_852.0 / 3_600)
        case "bft": beaufort(metresPerSecond)
        default: metresPerSecond
        }
    }

    static func pressure(hectopascals: Double, _ unit: String) -> Double {
        switch unit {
        case "inhg": hectopascals * 100 / 3_386.388_666_666_7
        case "mmhg": hectopascals * 100 / 133.322_387_415
        case "kpa": hectopascals / 10
        default: hectopascals
        }
    }

    static func precipitation(millimetres: Double, _ unit: String) -> Double {
        unit == "in" ? millimetres / 25.4 : millimetres
    }

    static func distance(metres: Double, _ unit: String) -> Double {
        switch unit {
        case "km": metres / 1_000
        case "mi": metres / 1_609.344
        default: metres
        }
    }

    /// The unit a JSON measurement must carry under `choice`, by the name of its member.
    static func expectedUnit(of member: String, _ choice: Choice) -> String? {
        switch member {
        case "temperature", "feelsLike", "minimum", "maximum", "high", "low", "aboveNormalHigh",
            "aboveNormalLow":
            symbols[choice.temperature]
        case "windSpeed", "windGust": symbols[choice.wind]
        case "pressure": symbols[choice.pressure]
        case "rain", "snow", "rainLastHour", "snowLastHour", "precipitation": symbols[choice.precipitation]
        case "visibility": symbols[choice.distance]
        case "humidity", "clouds", "cloudCover", "probability", "precipitationProbability": "%"
        case "windDirection": "°"
        default: nil
        }
    }

    /// Every `{value, unit}` of `text` carries the unit `choice` asks for its measure; none is left unknown.
    private static func expectUnits(
        ofJSON text: String, _ choice: Choice, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let measurements = ReportDocument.measurements(in: try ReportDocument.object(text))
        #expect(!measurements.isEmpty, "no measurements in \(text)", sourceLocation: sourceLocation)
        for (path, measurement) in measurements {
            let member = String(path.split(separator: ".").last { Int($0) == nil } ?? "")
            let expected = try #require(
                expectedUnit(of: member, choice), "a measurement this test does not know: \(path)",
                sourceLocation: sourceLocation)
            #expect(
                measurement.unit as? String == expected, "\(path) is in \(measurement.unit), not \(expected)",
                sourceLocation: sourceLocation)
        }
    }

    private static func value(_ json: Any, _ path: String...) -> Double? {
        var member: Any? = json
        for key in path { member = (member as? [String: Any])?[key] }
        return ((member as? [String: Any])?["value"] as? NSNumber)?.doubleValue
    }

    // MARK: Tests

    @Test(arguments: choices)
    func showListAndForecastJSONCarryTheChosenUnitForEveryMeasureWithTheRightValue(choice: Choice)
        async throws
    {
        try await Sandbox.runPatiently { sandbox in
            #expect(try await sandbox.wxapp("add", "Paris,FR", "Japan").exitCode == 0)
            #expect(try await sandbox.wxapp("forecast", "Paris,FR").exitCode == 0)
            let requests = await sandbox.server.requests.count

            let show = try await sandbox.wxapp(
                arguments: ["show", "Paris", "--format", "json"] + choice.arguments)
            #expect(show.exitCode == 0, "\(show)")
            try Self.expectUnits(ofJSON: show.stdout, choice)
            let weather = try #require((try ReportDocument.object(show.stdout) as? [String: Any])?["weather"])
            let paris = WeatherFixture.paris
            let expected: [(String, Double)] = [
                ("temperature", Self.temperature(kelvin: paris.kelvin, choice.temperature)),
                ("feelsLike", Self.temperature(kelvin: paris.feelsLikeKelvin, choice.temperature)),
                ("windSpeed", Self.wind(metresPerSecond: paris.windSpeed, choice.wind)),
                ("windGust", Self.wind(metresPerSecond: paris.windGust ?? .nan, choice.wind)),
                ("pressure", Self.pressure(hectopascals: paris.pressure, choice.pressure)),
                (
                    "rainLastHour",
                    Self.precipitation(millimetres: paris.rainLastHour ?? .nan, choice.precipitation)
                ),
                ("visibility", Self.distance(metres: paris.visibilityMetres ?? .nan, choice.distance)),
            ]
            for (member, value) in expected {
                let shown = try #require(Self.value(weather, member), "\(member) in \(show.stdout)")
                #expect(abs(shown - value) <= 0.05 + 1e-9, "\(member): \(shown), expected \(value)")
            }

            let list = try await sandbox.wxapp(
                arguments: ["list", "--format", "json", "--offline"] + choice.arguments)
            #expect(list.exitCode == 0, "\(list)")
            try Self.expectUnits(ofJSON: list.stdout, choice)
            let document = try #require(try ReportDocument.object(list.stdout) as? [String: Any])
            #expect(document["units"] as? String == choice.name, "\(list)")
            #expect(
                document["unitSymbols"] as? [String: String] == [
                    "temperature": Self.symbols[choice.temperature]!, "wind": Self.symbols[choice.wind]!,
                    "pressure": Self.symbols[choice.pressure]!,
                    "precipitation": Self.symbols[choice.precipitation]!,
                    "distance": Self.symbols[choice.distance]!,
                ], "\(list)")

            let forecast = try await sandbox.wxapp(
                arguments: ["forecast", "Paris", "--format", "json", "--offline"] + choice.arguments)
            #expect(forecast.exitCode == 0, "\(forecast)")
            try Self.expectUnits(ofJSON: forecast.stdout, choice)
            #expect(await sandbox.server.requests.count == requests, "choosing units asked the network")

            let watch = try await sandbox.wxapp(
                arguments: ["watch", "--count", "1", "--format", "json", "--offline"] + choice.arguments)
            #expect(watch.exitCode == 0, "\(watch)")
            try Self.expectUnits(ofJSON: watch.stdout, choice)
            let frame = try #require(try ReportDocument.object(watch.stdout) as? [String: Any])
            #expect(frame["units"] as? String == choice.name, "\(watch)")
        }
    }

    @Test(arguments: choices)
    func cardsTablesPlainLinesAndLineShowTheChosenUnits(choice: Choice) async throws {
        try await Sandbox.runPatiently { sandbox in
            #expect(try await sandbox.wxapp("add", "Paris,FR").exitCode == 0)
            #expect(try await sandbox.wxapp("forecast", "Paris,FR").exitCode == 0)
            let paris = WeatherFixture.paris
            let temperature = Self.symbols[choice.temperature]!
            let wind = Self.symbols[choice.wind]!
            let pressure = Self.symbols[choice.pressure]!
            let windValue = Self.wind(metresPerSecond: paris.windSpeed, choice.wind)
            let windText =
                choice.wind == "bft"
                ? "\(Int(windValue)) Bft, moderate breeze"
                : Self.rounded(windValue, decimals: ["ms"].contains(choice.wind) ? 1 : 0) + " " + wind
            let visibility = Self.distance(metres: paris.visibilityMetres ?? .nan, choice.distance)
            let visibilityText =
                Self.rounded(visibility, decimals: choice.distance == "m" ? 0 : 1) + " " + Self.symbols[
                    choice.distance]!
            let rain = Self.precipitation(millimetres: paris.rainLastHour ?? .nan, choice.precipitation)
            let rainText =
                Self.rounded(rain, decimals: choice.precipitation == "in" ? 2 : 1) + " "
                + Self.symbols[choice.precipitation]!
            let otherTemperatures = ["°C", "°F", " K"].filter {
                $0.trimmingCharacters(in: .whitespaces) != temperature
            }
            let otherWinds = ["m/s", "km/h", "mph", " kn", "Bft"].filter {
                $0.trimmingCharacters(in: .whitespaces) != wind
            }
            let otherPressures = ["hPa", "inHg", "mmHg", "kPa"].filter { $0 != pressure }

            for format in ["table", "plain"] {
                let card = try await sandbox.wxapp(
                    arguments: ["show", "Paris", "--format", format, "--no-color"] + choice.arguments)
                #expect(card.exitCode == 0, "\(card)")
                for text in [temperature, windText, pressure, visibilityText, rainText] {
                    #expect(card.stdout.contains(text), "\(format) card lacks \"\(text)\"\n\(card)")
                }
                for other in otherTemperatures + otherWinds + otherPressures {
                    #expect(!card.stdout.contains(other), "\(format) card shows \"\(other)\"\n\(card)")
                }
                let list = try await sandbox.wxapp(
                    arguments: ["list", "--offline", "--format", format, "--no-color"] + choice.arguments)
                #expect(list.stdout.contains(temperature) && list.stdout.contains(wind), "\(list)")
                for other in otherTemperatures + otherWinds {
                    #expect(!list.stdout.contains(other), "\(format) list shows \"\(other)\"\n\(list)")
                }
                let forecast = try await sandbox.wxapp(
                    arguments: ["forecast", "Paris", "--offline", "--format", format, "--no-color"]
                        + choice.arguments)
                #expect(forecast.exitCode == 0 && forecast.stdout.contains(temperature), "\(forecast)")
                for other in otherTemperatures {
                    #expect(
                        !forecast.stdout.contains(other), "\(format) forecast shows \"\(other)\"\n\(forecast)"
                    )
                }
            }

            let line = try await sandbox.wxapp(
                arguments: ["line", "Paris", "--template", "{temperature}|{wind:.1}|{pressure}"]
                    + choice.arguments)
            let parts = line.stdout.dropLast().split(separator: "|").map(String.init)
            #expect(line.exitCode == 0 && parts.count == 3, "\(line)")
            #expect(parts.first?.hasSuffix(temperature) == true, "\(line)")
            #expect(parts.dropFirst().first?.hasSuffix(" " + wind) == true, "\(line)")
            let wholeForce = choice.wind != "bft" || parts.dropFirst().first?.contains(".") == false
            #expect(wholeForce, "a Beaufort force has no decimals: \(line)")
            #expect(parts.last?.hasSuffix(" " + pressure) == true, "\(line)")
        }
    }

    /// `value` rounded half away from zero to `decimals` places, as people read it.
    private static func rounded(_ value: Double, decimals: Int) -> String {
        String(
            format: "%.\(decimals)f",
            (value * pow(10, Double(decimals))).rounded() / pow(10, Double(decimals)))
    }

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
            #expect(dotted.stdout == "units = imperial\nunits.wind = kn\n", "\(dotted)")

            try "units = \"uk\"\nunits.wind = \"kn\"\n".write(to: file, atomically: true, encoding: .utf8)
            let clash = try await sandbox.wxapp("show", "Paris", "--offline")
            #expect(
                clash.exitCode == 78 && clash.stderr.contains("line 2"),
                "TOML has no key both a value and a table\n\(clash)")
        }
    }
}
