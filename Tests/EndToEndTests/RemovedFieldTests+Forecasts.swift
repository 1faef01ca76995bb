import Foundation
import Testing

extension RemovedFieldTests {
    /// The instant every run of these tests sees, standing still (libfaketime), and the replies are built
    /// around: the steps shown are those not yet passed, so a clock that moved on between the runs compared
    /// would drop a step from one of them (one loaded run in five crossed an hour so).
    static let frozen = Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down))

    /// A full OpenWeatherMap forecast reply: 16 steps from the current 3-hour mark, every reading present.
    static func openWeatherMapForecast(removing path: [String]?) throws -> String {
        let start = Int(frozen.timeIntervalSince1970) / 10_800 * 10_800
        let steps: [[String: Any]] = (0..<16).map { step in
            var entry: [String: Any] = [
                "dt": start + step * 10_800,
                "main": [
                    "temp": 290.0 + Double(step), "feels_like": 289.0, "temp_min": 288.0, "temp_max": 292.0,
                    "pressure": 1010, "humidity": 70,
                ],
                "weather": [["id": 500, "main": "Rain", "description": "light rain", "icon": "10d"]],
                "clouds": ["all": 60], "wind": ["speed": 3.5, "deg": 200, "gust": 6.0], "visibility": 10_000,
                "pop": 0.4, "rain": ["3h": 0.6], "snow": ["3h": 0.2],
            ]
            if let path { entry = removing(path, from: entry) }
            return entry
        }
        let body: [String: Any] = [
            "cod": "200", "cnt": steps.count, "list": steps,
            "city": ["name": "Shuzenji", "country": "JP", "timezone": 32_400, "sunrise": 0, "sunset": 0],
        ]
        return String(decoding: try JSONSerialization.data(withJSONObject: body), as: UTF8.self)
    }

    static let forecastFields: [(path: [String], member: String)] = [
        (["main", "feels_like"], "feelsLike"), (["main", "temp_min"], "minimum"),
        (["main", "temp_max"], "maximum"),
        (["main", "pressure"], "pressure"), (["main", "humidity"], "humidity"),
        (["wind", "speed"], "windSpeed"),
        (["wind", "deg"], "windDirection"), (["wind", "gust"], "windGust"), (["clouds"], "clouds"),
        (["visibility"], "visibility"), (["pop"], "precipitationProbability"), (["rain"], "rain"),
        (["snow"], "snow"), (["weather"], "condition"),
    ]

    /// The forecast's steps as `forecast --format json` writes them, after adding Japan.
    static func forecastSteps(_ body: String) async throws -> [[String: String]] {
        try await Sandbox.run { sandbox in
            sandbox.freezeClock(at: frozen)
            #expect(try await sandbox.wxapp("add", "Japan").exitCode == 0)
            await sandbox.server.setFault(.status(200, body: body), for: .forecast)
            return try await steps(of: sandbox.wxapp("forecast", "Japan", "--format", "json"))
        }
    }

    /// The readings of each step of a forecast document; the steps' times follow the clock, so are left out.
    static func steps(of forecast: WxappResult) throws -> [[String: String]] {
        #expect(forecast.exitCode == 0, "\(forecast)")
        let document = try #require(try ReportDocument.object(forecast.stdout) as? [String: Any])
        return try #require(document["entries"] as? [[String: Any]]).map {
            Self.members($0.filter { $0.key != "time" })
        }
    }

    @Test(OptionalTool.needed(.libfaketime))
    func everyOptionalForecastFieldRemovedInTurnIsMissingInEveryStep() async throws {
        try OptionalTool.libfaketime.require()
        let full = try await Self.forecastSteps(try Self.openWeatherMapForecast(removing: nil))
        // OpenWeatherMap's forecast has no dew point: every step's is missing, even from a full reply.
        #expect(
            !full.isEmpty && full.allSatisfy { $0["dewPoint"] == "null" }
                && full.allSatisfy { !$0.filter { $0.key != "dewPoint" }.values.contains("null") },
            "\(full.first ?? [:])")

        for field in Self.forecastFields {
            let steps = try await Self.forecastSteps(try Self.openWeatherMapForecast(removing: field.path))
            #expect(steps.count == full.count, "\(field.path) removed: the steps are all kept")
            #expect(
                steps.allSatisfy { $0[field.member] == "null" },
                "\(field.path) removed: \(steps.first ?? [:])")
            for (step, fullStep) in zip(steps, full) {
                let changed = step.keys.filter { step[$0] != fullStep[$0] && $0 != field.member }
                #expect(changed.isEmpty, "\(field.path) removed changed \(changed.sorted())")
            }
        }
    }

    /// A full Open-Meteo forecast reply: 48 hours from today's midnight (UTC), every value present.
    static func openMeteoForecast(removing variable: String?) throws -> String {
        let start = Int(frozen.timeIntervalSince1970) / 86_400 * 86_400
        let hours = 0..<48
        var hourly: [String: Any] = [
            "time": hours.map { start + $0 * 3_600 }, "temperature_2m": hours.map { 15.0 + Double($0) / 10 },
            "apparent_temperature": hours.map { _ in 14.0 }, "relative_humidity_2m": hours.map { _ in 70 },
            "dew_point_2m": hours.map { _ in 9.6 },
            "pressure_msl": hours.map { _ in 1012.0 }, "wind_speed_10m": hours.map { _ in 3.0 },
            "wind_direction_10m": hours.map { _ in 180 }, "wind_gusts_10m": hours.map { _ in 5.0 },
            "cloud_cover": hours.map { _ in 50 }, "visibility": hours.map { _ in 20_000 },
            "precipitation_probability": hours.map { _ in 10 }, "rain": hours.map { _ in 0.2 },
            "showers": hours.map { _ in 0.0 }, "snowfall": hours.map { _ in 0.1 },
            "weather_code": hours.map { _ in 61 },
            "is_day": hours.map { _ in 1 },
        ]
        if let variable { hourly[variable] = nil }
        let body: [String: Any] = [
            "latitude": 35.69, "longitude": 139.69, "utc_offset_seconds": 0, "hourly": hourly,
            "daily": ["time": [start], "sunrise": [start + 20_000], "sunset": [start + 60_000]],
        ]
        return String(decoding: try JSONSerialization.data(withJSONObject: body), as: UTF8.self)
    }

    static let openMeteoForecastVariables: [(variable: String, member: String)] = [
        ("apparent_temperature", "feelsLike"), ("relative_humidity_2m", "humidity"),
        ("dew_point_2m", "dewPoint"), ("pressure_msl", "pressure"),
        ("wind_speed_10m", "windSpeed"), ("wind_direction_10m", "windDirection"),
        ("wind_gusts_10m", "windGust"),
        ("cloud_cover", "clouds"), ("visibility", "visibility"),
        ("precipitation_probability", "precipitationProbability"),
        ("snowfall", "snow"), ("weather_code", "condition"),
    ]

    static func openMeteoForecastSteps(_ body: String) async throws -> [[String: String]] {
        try await Sandbox.run { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                sandbox.freezeClock(at: frozen)
                sandbox.environment["OPENWEATHER_API_KEY"] = nil
                sandbox.environment["WXAPP_OPENMETEO_URL"] = url
                await meteo.setFault((status: 200, body: try Self.openMeteo(removing: nil)))
                #expect(try await sandbox.wxapp("add", "Tokyo").exitCode == 0)
                await meteo.setFault((status: 200, body: body))
                return try await steps(of: sandbox.wxapp("forecast", "Tokyo", "--format", "json"))
            }
        }
    }

    @Test(OptionalTool.needed(.libfaketime))
    func everyOpenMeteoForecastVariableRemovedInTurnIsMissingInEveryStep() async throws {
        try OptionalTool.libfaketime.require()
        let full = try await Self.openMeteoForecastSteps(try Self.openMeteoForecast(removing: nil))
        #expect(!full.isEmpty)
        #expect(
            full.allSatisfy { $0["minimum"] == "null" && $0["maximum"] == "null" },
            "an hour has no low and high")

        for field in Self.openMeteoForecastVariables {
            let steps = try await Self.openMeteoForecastSteps(
                try Self.openMeteoForecast(removing: field.variable))
            #expect(steps.count == full.count, "\(field.variable) removed: the hours are all kept")
            #expect(
                steps.allSatisfy { $0[field.member] == "null" },
                "\(field.variable) removed: \(steps.first ?? [:])")
            for (step, fullStep) in zip(steps, full) {
                let changed = step.keys.filter { step[$0] != fullStep[$0] && $0 != field.member }
                #expect(changed.isEmpty, "\(field.variable) removed changed \(changed.sorted())")
            }
        }
    }
}
