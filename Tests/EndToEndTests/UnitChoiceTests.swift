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
    static func expectUnits(
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

    static func value(_ json: Any, _ path: String...) -> Double? {
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
}
