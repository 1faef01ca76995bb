import Foundation
import Testing

/// Units are a matter of display: values are stored in SI, so switching units needs no network and never mislabels.
@Suite(.serialized) struct UnitConversionTests {
    /// Every unit each system may show, from docs/UNITS.md and the Domain's measurements.
    static let allowedUnits: [String: Set<String>] = [
        "metric": ["°C", "hPa", "m/s", "km", "mm", "%", "°"],
        "imperial": ["°F", "inHg", "mph", "mi", "in", "%", "°"],
        "standard": ["K", "hPa", "m/s", "m", "mm", "%", "°"],
    ]

    /// JSON keeps at least one decimal; anything coarser is off by more than this.
    static let tolerance = 0.05 + 1e-9

    static func expectedTemperature(kelvin: Double, units: String) -> ReportDocument.Value {
        let celsius = kelvin - 273.15
        switch units {
        case "imperial": return ReportDocument.Value(value: celsius * 9 / 5 + 32, unit: "°F")
        case "standard": return ReportDocument.Value(value: kelvin, unit: "K")
        default: return ReportDocument.Value(value: celsius, unit: "°C")
        }
    }

    @Test func switchingUnitsOfflineConvertsTheStoredKelvin() async throws {
        try await Sandbox.run { sandbox in
            let add = try await sandbox.wxapp("add", "Japan", "Paris,FR")
            #expect(add.exitCode == 0, "\(add)")
            let requestsAfterAdd = await sandbox.server.requests.count

            var online: [String: ReportDocument.List] = [:]
            for units in ["metric", "imperial", "standard"] {
                online[units] = try await listOffline(units: units, in: sandbox)
            }
            #expect(await sandbox.server.requests.count == requestsAfterAdd, "--offline made a request")

            await sandbox.server.stop()
            for units in ["metric", "imperial", "standard"] {
                let document = try await listOffline(units: units, in: sandbox)
                #expect(
                    document.places.map(\.weather) == online[units]?.places.map(\.weather),
                    "the same stored values must give the same \(units) values without a server")
            }
        }
    }

    @Test func aTableShowsTheRequestedUnitOnly() async throws {
        try await Sandbox.run { sandbox in
            #expect(try await sandbox.wxapp("add", "Japan").exitCode == 0)
            let cases = [
                ("metric", "20°C", ["°F", " K"]), ("imperial", "68°F", ["°C", " K"]),
                ("standard", "293 K", ["°C", "°F"]),
            ]
            for (units, shown, absent) in cases {
                let table = try await sandbox.wxapp("list", "--units", units, "--offline")
                #expect(table.exitCode == 0, "\(table)")
                #expect(table.stdout.contains(shown), "\(table)")
                for label in absent {
                    #expect(!table.stdout.contains(label), "\(units) shows \(label)\n\(table)")
                }
            }
        }
    }

    private func listOffline(units: String, in sandbox: Sandbox) async throws -> ReportDocument.List {
        let result = try await sandbox.wxapp("list", "--units", units, "--format", "json", "--offline")
        #expect(result.exitCode == 0, "\(result)")
        let document = try ReportDocument.list(result.stdout)
        #expect(document.units == units, "\(result)")
        #expect(document.places.map(\.name) == ["Tokyo", "Paris"], "\(result)")
        for (place, fixture) in zip(document.places, [WeatherFixture.tokyo, .paris]) {
            let expected = Self.expectedTemperature(kelvin: fixture.kelvin, units: units)
            #expect(place.weather.temperature.unit == expected.unit, "\(result)")
            #expect(
                abs(place.weather.temperature.value - expected.value) <= Self.tolerance,
                "\(place.name) is \(place.weather.temperature.value), expected \(expected.value)")
        }
        let allowed = Self.allowedUnits[units] ?? []
        for (path, measurement) in ReportDocument.measurements(in: try ReportDocument.object(result.stdout)) {
            #expect(measurement.value is NSNumber, "\(path) has a value that is not a number\n\(result)")
            let unit = measurement.unit as? String ?? "not a string"
            #expect(allowed.contains(unit), "\(path) is labelled \(unit) in \(units)\n\(result)")
        }
        return document
    }
}
