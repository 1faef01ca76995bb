import Foundation
import Testing

/// Every optional field of a reply, removed in turn, through the real binary: the reading it carried is
/// null in JSON and its line leaves the card, and nothing else changes. No value stands in for a missing one.
@Suite(.serialized) struct RemovedFieldTests {
    /// A full OpenWeatherMap current-weather reply for Tokyo, observed as it is served.
    static func openWeatherMap(removing path: [String]?) throws -> String {
        var body: [String: Any] = [
            "coord": ["lon": 139.69171, "lat": 35.6895],
            "weather": [["id": 500, "main": "Rain", "description": "light rain", "icon": "10d"]],
            "main": [
                "temp": 291.15, "feels_like": 290.15, "temp_min": 289.15, "temp_max": 293.15,
                "pressure": 1009,
                "humidity": 81,
            ],
            "visibility": 9000, "wind": ["speed": 4.6, "deg": 220, "gust": 8.2], "clouds": ["all": 75],
            "rain": ["1h": 0.6], "snow": ["1h": 0.2], "dt": Int(Date().timeIntervalSince1970),
            "sys": ["country": "JP", "sunrise": 1_717_789_234, "sunset": 1_717_841_012], "timezone": 32_400,
            "name": "Shuzenji", "cod": 200,
        ]
        if let path { body = removing(path, from: body) }
        return String(decoding: try JSONSerialization.data(withJSONObject: body), as: UTF8.self)
    }

    /// Each optional field, and the `weather` member (or card line) that carries it.
    static let openWeatherMapFields: [(path: [String], member: String, line: String)] = [
        (["main", "feels_like"], "feelsLike", "Feels like"),
        (["main", "temp_min"], "minimum", "High / low"),
        (["main", "temp_max"], "maximum", "High / low"),
        (["main", "pressure"], "pressure", "Pressure"),
        (["main", "humidity"], "humidity", "Humidity"),
        (["wind", "speed"], "windSpeed", "Wind"),
        (["wind", "deg"], "windDirection", "Wind"),
        (["wind", "gust"], "windGust", "Gusts"),
        (["wind"], "windSpeed", "Wind"),
        (["clouds", "all"], "clouds", "Clouds"),
        (["visibility"], "visibility", "Visibility"),
        (["rain"], "rainLastHour", "Rain, last hour"),
        (["snow"], "snowLastHour", "Snow, last hour"),
        (["sys", "sunrise"], "sunrise", "Sunrise"),
        (["sys", "sunset"], "sunset", "Sunset"),
        (["weather"], "condition", "Light rain"),
    ]

    static func removing(_ path: [String], from object: [String: Any]) -> [String: Any] {
        var object = object
        guard let first = path.first else { return object }
        if path.count == 1 {
            object[first] = nil
        } else if let inner = object[first] as? [String: Any] {
            object[first] = removing(Array(path.dropFirst()), from: inner)
        }
        return object
    }

    /// The `weather` object and the plain card of Tokyo added against `body`.
    static func added(_ body: String) async throws -> (weather: [String: Any], card: String) {
        try await Sandbox.run { sandbox in
            await sandbox.server.setFault(.status(200, body: body), for: .weather)
            let add = try await sandbox.wxapp("add", "Japan", "--format", "plain", "--icons", "none")
            #expect(add.exitCode == 0, "\(add)")
            let show = try await sandbox.wxapp("show", "Japan", "--offline", "--format", "json")
            let object = try #require(try ReportDocument.object(show.stdout) as? [String: Any])
            return (try #require(object["weather"] as? [String: Any]), add.stdout)
        }
    }

    /// The members of `weather` as comparable text, leaving out the time of observation.
    static func members(_ weather: [String: Any]) -> [String: String] {
        weather.filter { $0.key != "observedAt" }.mapValues { value in
            String(
                decoding: (try? JSONSerialization.data(
                    withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed]))
                    ?? Data(), as: UTF8.self)
        }
    }

    @Test func everyOptionalFieldRemovedInTurnIsMissingAndChangesNothingElse() async throws {
        let full = try await Self.added(try Self.openWeatherMap(removing: nil))
        let fullMembers = Self.members(full.weather)
        // OpenWeatherMap's current weather has no dew point and no station, so none is shown, even from a
        // full reply.
        #expect(fullMembers["dewPoint"] == "null" && fullMembers["station"] == "null", "\(fullMembers)")
        #expect(
            fullMembers.filter { !["dewPoint", "station"].contains($0.key) }.values.filter { $0 == "null" }
                .isEmpty,
            "the full reply has every reading: \(fullMembers)")

        for field in Self.openWeatherMapFields {
            let reduced = try await Self.added(try Self.openWeatherMap(removing: field.path))
            let members = Self.members(reduced.weather)
            #expect(
                members[field.member] == "null",
                "\(field.path) removed: \(field.member) is \(members[field.member] ?? "absent")")
            let changed = members.keys.filter { key in
                members[key] != fullMembers[key] && key != field.member
                    // One block carries both; removing the wind takes its direction and gusts with it.
                    && !(field.path == ["wind"] && ["windDirection", "windGust"].contains(key))
            }
            #expect(changed.isEmpty, "\(field.path) removed changed \(changed.sorted())")
            let line = reduced.card.split(separator: "\n").first { $0.hasPrefix(field.line) }
            switch field.path {
            case ["wind", "deg"]:
                #expect(line == "Wind: 4.6 m/s", "the speed without a direction\n\(reduced.card)")
            case ["main", "temp_min"], ["main", "temp_max"]:
                #expect(
                    line?.contains("–") == true,
                    "the other of high and low stays, this one is –\n\(reduced.card)")
            default:
                #expect(line == nil, "\(field.path) removed: the card keeps \(line ?? "")\n\(reduced.card)")
            }
            // The moon's line is computed, and "0% lit" or "100% lit" is true there.
            let measured = reduced.card.split(separator: "\n").filter { !$0.hasPrefix("Moon") }.joined(
                separator: "\n")
            for number in ["0.0 m/s", "1970", "0%"] {
                #expect(
                    !measured.contains(number),
                    "\(field.path) removed: \(number) stands in\n\(reduced.card)")
            }
        }
    }

    /// A full Open-Meteo reply for Tokyo, current values and today's extremes and sun times.
    static func openMeteo(removing path: [String]?) throws -> String {
        var body: [String: Any] = [
            "latitude": 35.69, "longitude": 139.69, "utc_offset_seconds": 32_400, "timezone": "Asia/Tokyo",
            "current": [
                "time": Int(Date().timeIntervalSince1970), "interval": 900, "temperature_2m": 21.5,
                "relative_humidity_2m": 60, "dew_point_2m": 13.4, "apparent_temperature": 21.0, "is_day": 1,
                "rain": 0.4,
                "showers": 0.0,
                "snowfall": 0.7, "weather_code": 61, "cloud_cover": 90, "pressure_msl": 1011.0,
                "wind_speed_10m": 2.5, "wind_direction_10m": 90, "wind_gusts_10m": 4.0,
                "visibility": 20_000.0,
            ],
            "daily": [
                "time": [1_717_772_400], "temperature_2m_max": [24.0], "temperature_2m_min": [17.0],
                "sunrise": [1_717_789_234], "sunset": [1_717_841_012],
            ],
        ]
        if let path { body = removing(path, from: body) }
        return String(decoding: try JSONSerialization.data(withJSONObject: body), as: UTF8.self)
    }

    static let openMeteoFields: [(path: [String], member: String)] = [
        (["current", "apparent_temperature"], "feelsLike"),
        (["current", "relative_humidity_2m"], "humidity"), (["current", "dew_point_2m"], "dewPoint"),
        (["current", "pressure_msl"], "pressure"), (["current", "wind_speed_10m"], "windSpeed"),
        (["current", "wind_direction_10m"], "windDirection"), (["current", "wind_gusts_10m"], "windGust"),
        (["current", "cloud_cover"], "clouds"), (["current", "visibility"], "visibility"),
        (["current", "weather_code"], "condition"), (["current", "rain"], "rainLastHour"),
        (["current", "snowfall"], "snowLastHour"), (["daily", "temperature_2m_max"], "maximum"),
        (["daily", "temperature_2m_min"], "minimum"), (["daily", "sunrise"], "sunrise"),
        (["daily", "sunset"], "sunset"),
    ]

    static func addedFromOpenMeteo(_ body: String) async throws -> [String: Any] {
        try await Sandbox.run { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                sandbox.environment["OPENWEATHER_API_KEY"] = nil
                sandbox.environment["WXAPP_OPENMETEO_URL"] = url
                await meteo.setFault((status: 200, body: body))
                #expect(try await sandbox.wxapp("add", "Tokyo").exitCode == 0)
                let show = try await sandbox.wxapp("show", "Tokyo", "--offline", "--format", "json")
                let object = try #require(try ReportDocument.object(show.stdout) as? [String: Any])
                return try #require(object["weather"] as? [String: Any])
            }
        }
    }

    @Test func everyOptionalOpenMeteoValueRemovedInTurnIsMissingAndChangesNothingElse() async throws {
        let fullMembers = Self.members(try await Self.addedFromOpenMeteo(try Self.openMeteo(removing: nil)))
        // No station measured a model's reading.
        #expect(fullMembers["station"] == "null", "\(fullMembers)")
        #expect(
            fullMembers.filter { $0.key != "station" }.values.filter { $0 == "null" }.isEmpty,
            "the full reply has every reading: \(fullMembers)")

        for field in Self.openMeteoFields {
            let members = Self.members(
                try await Self.addedFromOpenMeteo(try Self.openMeteo(removing: field.path)))
            #expect(
                members[field.member] == "null",
                "\(field.path) removed: \(field.member) is \(members[field.member] ?? "absent")")
            let changed = members.keys.filter { members[$0] != fullMembers[$0] && $0 != field.member }
            #expect(changed.isEmpty, "\(field.path) removed changed \(changed.sorted())")
        }
    }
}
