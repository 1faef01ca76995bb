import Domain
import Foundation
import Testing

@testable import MetNorwayProvider
@testable import OpenMeteoProvider
@testable import ProviderKit
@testable import WeatherData

/// MET Norway's mapping against real Locationforecast 2.0 replies (Fixtures/SOURCES.md): each reading equals
/// the reply's own value, read with JSONSerialization apart from the DTO, and each field of the first step
/// removed in turn leaves exactly its own reading missing.
struct MetNorwayRecordedReplyTests {
    /// No place's offset is known, so the mapping takes the nautical one of the longitude.
    struct UnknownOffsets: UTCOffsetSource {
        func utcOffsetSeconds(at coordinates: Coordinates, on date: Date) -> Int? { nil }
        func utcOffsetSeconds(inZone identifier: String, on date: Date) -> Int? { nil }
    }

    /// One recorded reply file of the Fixtures folder.
    struct Reply: Sendable, CustomTestStringConvertible {
        let name: String
        let file: Data
        var testDescription: String { name }
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/MetNorway").standardized

    /// Every `*.json` file of the folder, so that a reply added there is tested with no code change.
    static let replies: [Reply] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().compactMap { name in
            (try? Data(contentsOf: folder.appendingPathComponent(name))).map { Reply(name: name, file: $0) }
        }
    }()

    /// The readings the mapping takes from `instant.details`, by MET's variable names.
    static let instantVariables = [
        "air_temperature", "air_pressure_at_sea_level", "relative_humidity", "wind_speed",
        "wind_from_direction", "cloud_area_fraction", "wind_speed_of_gust", "dew_point_temperature",
    ]

    static let compactVariables: Set = [
        "air_temperature", "air_pressure_at_sea_level", "relative_humidity", "wind_speed",
        "wind_from_direction", "cloud_area_fraction", "precipitation_amount",
    ]

    // MARK: - The reply read apart from the DTO

    struct RecordedPeriod {
        let symbol: String?
        let amount: Double?
        let probability: Double?
        var maximum: Double? = nil
        var minimum: Double? = nil
    }

    struct RecordedStep {
        let time: Date
        let details: [String: Double]
        let periods: [String: RecordedPeriod]
    }

    /// The reply body kept in an HTTP exchange recorded as `{"status_code", "headers", "data"}`, or nil
    /// when the file is the reply itself.
    static func exchangeBody(_ object: [String: Any]) -> [String: Any]? {
        object["status_code"] != nil ? object["data"] as? [String: Any] : nil
    }

    static func body(of reply: Reply) throws -> [String: Any] {
        let object = try #require(try JSONSerialization.jsonObject(with: reply.file) as? [String: Any])
        return exchangeBody(object) ?? object
    }

    static func number(_ value: Any?) -> Double? { (value as? NSNumber)?.doubleValue }

    static func coordinates(of body: [String: Any]) throws -> Coordinates {
        let point = try #require((body["geometry"] as? [String: Any])?["coordinates"] as? [Any])
        let longitude = try #require(number(point.first))
        let latitude = try #require(number(point.dropFirst().first))
        return try #require(Coordinates(latitude: latitude, longitude: longitude))
    }

    static func steps(of body: [String: Any]) throws -> [RecordedStep] {
        let formatter = ISO8601DateFormatter()
        let series = try #require((body["properties"] as? [String: Any])?["timeseries"] as? [[String: Any]])
        return try series.map { step in
            let data = try #require(step["data"] as? [String: Any])
            let instant = (data["instant"] as? [String: Any])?["details"] as? [String: Any] ?? [:]
            var periods: [String: RecordedPeriod] = [:]
            for key in ["next_1_hours", "next_6_hours", "next_12_hours"] {
                guard let period = data[key] as? [String: Any] else { continue }
                let details = period["details"] as? [String: Any]
                periods[key] = RecordedPeriod(
                    symbol: (period["summary"] as? [String: Any])?["symbol_code"] as? String,
                    amount: number(details?["precipitation_amount"]),
                    probability: number(details?["probability_of_precipitation"]),
                    maximum: number(details?["air_temperature_max"]),
                    minimum: number(details?["air_temperature_min"]))
            }
            let time = try #require(step["time"] as? String)
            return RecordedStep(
                time: try #require(formatter.date(from: time)),
                details: instant.compactMapValues(number), periods: periods)
        }
    }

    /// The period that covers the step at `index` up to the next one: the next hour for an hourly step (and
    /// the last one), the next six hours for a six-hourly step. Any other spacing is not MET's.
    static func period(at index: Int, of steps: [RecordedStep]) -> RecordedPeriod? {
        guard index + 1 < steps.count else { return steps[index].periods["next_1_hours"] }
        switch steps[index + 1].time.timeIntervalSince(steps[index].time) {
        case 3_600: return steps[index].periods["next_1_hours"]
        case 21_600: return steps[index].periods["next_6_hours"]
        case let span:
            Issue.record("a step of \(span / 3_600) hours at \(steps[index].time)")
            return nil
        }
    }

    // MARK: - Mapping

    /// The reply decoded as the service decodes it: the file's own bytes, or the recorded exchange's body.
    static func dto(_ reply: Reply) throws -> MetNorwayForecastDTO {
        let object = try #require(try JSONSerialization.jsonObject(with: reply.file) as? [String: Any])
        guard let body = exchangeBody(object) else { return try decode(reply.file) }
        return try dto(body)
    }

    static func dto(_ body: [String: Any]) throws -> MetNorwayForecastDTO {
        try decode(JSONSerialization.data(withJSONObject: body))
    }

    static func decode(_ data: Data) throws -> MetNorwayForecastDTO {
        try MetNorwayForecastDTO.decoded(from: data)
    }

    /// The body with the member at `path` below the first step's `data` removed.
    static func removing(_ path: [String], fromFirstStepOf body: [String: Any]) throws -> [String: Any] {
        func removing(_ path: ArraySlice<String>, from object: [String: Any]) -> [String: Any] {
            var object = object
            guard let key = path.first else { return object }
            if path.count == 1 {
                object[key] = nil
            } else if let child = object[key] as? [String: Any] {
                object[key] = removing(path.dropFirst(), from: child)
            }
            return object
        }
        var body = body
        var properties = try #require(body["properties"] as? [String: Any])
        var series = try #require(properties["timeseries"] as? [[String: Any]])
        series[0]["data"] = removing(path[...], from: try #require(series[0]["data"] as? [String: Any]))
        properties["timeseries"] = series
        body["properties"] = properties
        return body
    }

    static func value(of variable: String, in readings: Readings) -> Double? {
        switch variable {
        case "air_temperature": readings.temperature?.celsius
        case "air_pressure_at_sea_level": readings.pressure?.hectopascals
        case "relative_humidity": readings.humidity?.percent
        case "wind_speed": readings.wind.speed?.metresPerSecond
        case "wind_from_direction": readings.wind.directionDegrees
        case "cloud_area_fraction": readings.clouds?.coverPercent
        case "wind_speed_of_gust": readings.wind.gust?.metresPerSecond
        case "dew_point_temperature": readings.dewPoint?.celsius
        default: nil
        }
    }

    /// Every reading by name, "missing" where there is none, so that two mappings compare reading by reading.
    static func table(_ readings: Readings, probability: Double? = nil) -> [String: String] {
        func text(_ value: Double?) -> String { value.map { "\($0)" } ?? "missing" }
        var table = Dictionary(
            uniqueKeysWithValues: instantVariables.map { ($0, text(value(of: $0, in: readings))) })
        table["symbol"] =
            readings.conditions.isEmpty
            ? "missing" : readings.conditions.map { "\($0.code) \($0.icon)" }.joined(separator: ", ")
        table["precipitation_amount"] = text((readings.rain ?? readings.snow)?.millimetres)
        table["precipitation_kind"] =
            readings.rain != nil ? "rain" : readings.snow != nil ? "snow" : "missing"
        table["probability_of_precipitation"] = text(probability)
        table["feels_like"] = text(readings.feelsLike?.celsius)
        table["visibility"] = text(readings.visibility?.metres)
        table["minimum"] = text(readings.minimum?.celsius)
        table["maximum"] = text(readings.maximum?.celsius)
        return table
    }

    static func expectReading(
        _ mapped: Double?, equals recorded: Double?, _ what: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        switch (mapped, recorded) {
        case (nil, nil): break
        case (let mapped?, let recorded?):
            #expect(
                abs(mapped - recorded) <= 0.1, "\(what): \(mapped) mapped, \(recorded) recorded",
                sourceLocation: sourceLocation)
        default:
            Issue.record(
                "\(what): \(String(describing: mapped)) mapped, \(String(describing: recorded)) recorded",
                sourceLocation: sourceLocation)
        }
    }

    // MARK: - Tests
}
