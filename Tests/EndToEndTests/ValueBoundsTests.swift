import Foundation
import Infrastructure
import Testing

/// Values outside the one table of bounds (Domain's `PhysicalBounds`): a reply that holds one is
/// unreadable and nothing of it is kept; a kept row that holds one (written by an older wxapp, or by hand)
/// is shown as missing, reported by `doctor`, and never crashes a command.
@Suite(.serialized) struct ValueBoundsTests {
    private static func keyless(_ sandbox: Sandbox, _ url: String) {
        sandbox.environment["OPENWEATHER_API_KEY"] = nil
        sandbox.environment["WXAPP_OPENMETEO_URL"] = url
        sandbox.environment["WXAPP_FALLBACK"] = "0"
    }

    /// Thirty years of the archive's days, with `change` applied to its JSON.
    private static func archive(_ change: (inout [String: Any]) -> Void) throws -> String {
        let body = OpenMeteoReplies.archive([
            "latitude": "48.85", "longitude": "2.35", "start_date": "1991-01-01", "end_date": "2020-12-31",
        ])
        var object = try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
        change(&object)
        return String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
    }

    /// The archive's daily column `name` with day `index` set to `value` (a JSON literal).
    private static func archive(setting name: String, at index: Int, to value: String) throws -> String {
        let marker = -12_345.5
        let body = try archive { object in
            var daily = object["daily"] as? [String: Any] ?? [:]
            var column = daily[name] as? [Any] ?? []
            column[index] = marker
            daily[name] = column
            object["daily"] = daily
        }
        return body.replacingOccurrences(of: "\(marker)", with: value)
    }

    static let unreadable =
        "wxapp: The weather service sent data that wxapp cannot read. Try again later, and report it if it "
        + "keeps happening.\n"

    @Test(arguments: [
        ("temperature_2m_max", "1e19"), ("temperature_2m_max", "1e308"), ("temperature_2m_min", "5000"),
        ("temperature_2m_min", "-300"), ("temperature_2m_min", "40.5"),
    ])
    func anArchiveValueOutsideBoundsIsUnreadableAndNothingIsKept(column: String, value: String) async throws {
        try await Sandbox.run { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                Self.keyless(sandbox, url)
                #expect(try await sandbox.wxapp("add", "Paris,FR").exitCode == 0)
                // 40.5 °C is a plausible low, but not under that day's high of about 20 °C.
                await meteo.setFault((200, try Self.archive(setting: column, at: 200, to: value)))

                let normals = try await sandbox.wxapp("normals", "Paris")
                #expect(normals.exitCode == 65 && normals.stderr == Self.unreadable, "\(normals)")
                await meteo.setFault(nil)
                for command in [["show", "Paris"], ["forecast", "Paris"], ["doctor"]] {
                    let result = try await sandbox.wxapp(arguments: command)
                    #expect(result.exitCode == 0, "nothing was kept: \(result)")
                }
                let again = try await sandbox.wxapp("normals", "Paris", "--format", "json")
                #expect(again.exitCode == 0, "a good reply is kept: \(again)")
            }
        }
    }

    @Test func keptValuesOutsideBoundsAreShownAsMissingAndReportedByDoctor() async throws {
        try await Sandbox.run { sandbox in
            try await FakeOpenMeteo.run { _, url in
                Self.keyless(sandbox, url)
                #expect(try await sandbox.wxapp("add", "Paris,FR").exitCode == 0)
                for command in ["normals", "air", "forecast"] {
                    let result = try await sandbox.wxapp(command, "Paris")
                    #expect(result.exitCode == 0, "\(result)")
                }
                let year9999 = 253_402_300_799.0
                let database = try SQLiteDatabase(path: sandbox.databaseURL.path)
                try database.run("UPDATE climate_normal SET high_k = 1e19")
                try database.run("UPDATE air_quality SET observed_at = ?", [.real(year9999)])
                try database.run("UPDATE forecast SET utc_offset_seconds = 1000000000")
                try database.run("UPDATE observation SET pressure_hpa = 1e308, wind_speed_mps = -5")
                try database.run("UPDATE observation_nowcast SET time = time + ?", [.real(year9999)])

                let show = try await sandbox.wxapp("show", "Paris", "--offline", "--format", "json")
                #expect(show.exitCode == 0, "\(show)")
                let object = try #require(try ReportDocument.object(show.stdout) as? [String: Any])
                let weather = try #require(object["weather"] as? [String: Any])
                #expect(weather["pressure"] is NSNull && weather["windSpeed"] is NSNull, "\(show.stdout)")
                #expect(object["normal"] is NSNull, "\(show.stdout)")
                for format in ["table", "plain"] {
                    let shown = try await sandbox.wxapp("show", "Paris", "--offline", "--format", format)
                    #expect(shown.exitCode == 0 && !shown.stdout.contains("e+"), "\(shown)")
                }
                for command in ["forecast", "air", "normals"] {
                    let result = try await sandbox.wxapp(command, "Paris", "--offline")
                    #expect(!result.signalled && result.stdout.isEmpty, "shown as missing: \(result)")
                    #expect(result.stderr.contains("no cached"), "\(result)")
                }

                let doctor = try await sandbox.wxapp("doctor", "--format", "plain")
                #expect(doctor.exitCode == 74, "\(doctor)")
                for kind in ["weather", "forecast", "climate normals", "air quality"] {
                    let line = doctor.stdout.split(separator: "\n").first {
                        $0.contains("the \(kind) kept for Paris, FR: ")
                    }
                    #expect(
                        line?.hasSuffix("so it is shown as missing (fetching it again replaces it)") == true,
                        "\(kind): \(doctor)")
                }

                // Fetching again replaces what was out of bounds.
                sandbox.environment["WXAPP_CACHE_LIFETIME"] = "0"
                for command in [["list"], ["normals", "Paris"], ["air", "Paris"], ["forecast", "Paris"]] {
                    #expect(try await sandbox.wxapp(arguments: command).exitCode == 0)
                }
                let healthy = try await sandbox.wxapp("doctor", "--format", "plain")
                #expect(healthy.exitCode == 0 && healthy.stdout.contains("Status: healthy"), "\(healthy)")
            }
        }
    }

    /// A forecast and air quality are read as an observation is: the value outside bounds is missing, and
    /// the rest is shown as it was kept.
    @Test func aKeptForecastAndAirQualityShowAllButTheValueOutsideBounds() async throws {
        try await Sandbox.run { sandbox in
            try await FakeOpenMeteo.run { _, url in
                Self.keyless(sandbox, url)
                #expect(try await sandbox.wxapp("add", "Paris,FR").exitCode == 0)
                for command in ["air", "forecast"] {
                    #expect(try await sandbox.wxapp(command, "Paris").exitCode == 0)
                }
                let database = try SQLiteDatabase(path: sandbox.databaseURL.path)
                try database.run("UPDATE forecast_entry SET humidity_percent = 150")
                try database.run("UPDATE air_quality SET pm2_5 = -4, pm10 = 1e308")

                let forecast = try await sandbox.wxapp("forecast", "Paris", "--offline", "--format", "json")
                #expect(forecast.exitCode == 0, "\(forecast)")
                let document = try ReportDocument.object(forecast.stdout) as? [String: Any]
                let steps = try #require(document?["entries"] as? [[String: Any]], "\(forecast.stdout)")
                #expect(!steps.isEmpty && steps.allSatisfy { $0["humidity"] is NSNull }, "\(forecast.stdout)")
                #expect(steps.allSatisfy { $0["temperature"] is [String: Any] }, "\(forecast.stdout)")

                let air = try await sandbox.wxapp("air", "Paris", "--offline", "--format", "json")
                #expect(air.exitCode == 0, "\(air)")
                let reading = try ReportDocument.object(air.stdout) as? [String: Any]
                #expect(reading?["pm2_5"] is NSNull && reading?["pm10"] is NSNull, "\(air.stdout)")
                #expect(reading?["ozone"] is [String: Any], "\(air.stdout)")
                for command in ["forecast", "air"] {
                    let table = try await sandbox.wxapp(command, "Paris", "--offline")
                    #expect(table.exitCode == 0 && !table.stdout.contains("e+"), "\(table)")
                }
            }
        }
    }

    @Test func aKeptTemperatureOutsideBoundsIsShownAsMissingNeverACrash() async throws {
        try await Sandbox.runPatiently { sandbox in
            #expect(try await sandbox.wxapp("add", "Japan").exitCode == 0)
            try SQLiteDatabase(path: sandbox.databaseURL.path).run(
                "UPDATE observation SET temperature_k = 1e19")

            let list = try await sandbox.wxapp("list", "--offline", "--format", "plain")
            #expect(list.exitCode == 0 && !list.stdout.contains("e+"), "\(list)")
            let show = try await sandbox.wxapp("show", "Tokyo", "--offline", "--format", "json")
            #expect(show.exitCode == 0, "\(show)")
            let weather = try #require(
                (try ReportDocument.object(show.stdout) as? [String: Any])?["weather"] as? [String: Any])
            #expect(weather["temperature"] is NSNull, "\(show.stdout)")
            let doctor = try await sandbox.wxapp("doctor", "--format", "plain")
            #expect(doctor.exitCode == 74, "\(doctor)")
            #expect(
                doctor.stdout.contains(
                    "the weather kept for Tokyo, JP: temperature 1e+19 K is outside physical bounds, so it is "
                        + "shown as missing (fetching it again replaces it)"),
                "\(doctor)")
            let delete = try await sandbox.wxapp("delete", "Tokyo")
            #expect(delete.exitCode == 0, "a damaged row can still be deleted: \(delete)")
        }
    }
}
