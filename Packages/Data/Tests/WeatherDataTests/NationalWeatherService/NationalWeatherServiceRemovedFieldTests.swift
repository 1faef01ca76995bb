import Domain
import Foundation
import Testing

@testable import NationalWeatherServiceProvider
@testable import WeatherData

/// Each member of a recorded observation and each layer of the recorded grid removed in turn: the value it
/// gave goes missing and nothing else changes; only a reply without the observation's time or the grid's
/// temperatures is unreadable.
struct NationalWeatherServiceRemovedFieldTests {
    typealias Recorded = NationalWeatherServiceRecordedReplyTests
    typealias DTO = NationalWeatherServiceDTO

    /// What each observation member gives, as text to compare.
    static let observationReadings: [String: @Sendable (CurrentWeather) -> String?] = [
        "temperature": { $0.temperature.map { "\($0.kelvin)" } },
        "dewpoint": { $0.dewPoint.map { "\($0.kelvin)" } },
        "windDirection": { $0.wind.directionDegrees.map { "\($0)" } },
        "windSpeed": { $0.wind.speed.map { "\($0.metresPerSecond)" } },
        "windGust": { $0.wind.gust.map { "\($0.metresPerSecond)" } },
        "seaLevelPressure": { $0.pressure.map { "\($0.hectopascals)" } },
        "visibility": { $0.visibility.map { "\($0.metres)" } },
        "relativeHumidity": { $0.humidity.map { "\($0.percent)" } },
        "windChill": { $0.feelsLike.map { "\($0.kelvin)" } },
        "icon": { $0.primaryCondition.map { "\($0.code)" } },
    ]

    static func properties(_ fixture: String) throws -> [String] {
        let object = try JSONSerialization.jsonObject(with: try Recorded.fixture(fixture)) as? [String: Any]
        return ((object?["properties"] as? [String: Any])?.keys).map { Array($0).sorted() } ?? []
    }

    static func without(_ member: String, in fixture: String) throws -> Data {
        var object = try #require(
            try JSONSerialization.jsonObject(with: try Recorded.fixture(fixture)) as? [String: Any])
        var properties = try #require(object["properties"] as? [String: Any])
        properties[member] = nil
        object["properties"] = properties
        return try JSONSerialization.data(withJSONObject: object)
    }

    static func observation(_ data: Data) throws -> CurrentWeather {
        try JSONDecoder().decode(DTO.ObservationReply.self, from: data).currentWeather(
            at: Recorded.newYork, station: Recorded.centralPark, offsets: Recorded.Eastern())
    }

    @Test(arguments: try properties("observation_latest.json"))
    func anObservationMemberRemovedGoesMissingAlone(_ member: String) throws {
        let whole = try Self.observation(try Recorded.fixture("observation_latest.json"))
        let data = try Self.without(member, in: "observation_latest.json")
        guard member != "timestamp" else {
            #expect(throws: WeatherError.self) { try Self.observation(data) }
            return
        }
        let reduced = try Self.observation(data)
        for (name, reading) in Self.observationReadings {
            if name == member {
                #expect(reading(reduced) == nil, "\(name)")
            } else if !(member == "windSpeed" && name == "windDirection") {
                #expect(reading(reduced) == reading(whole), "\(name) changed with \(member) removed")
            }
        }
        #expect(reduced.observedAt == whole.observedAt && reduced.station == whole.station)
    }

    /// The recorded grid is of 2022-02-04, when it was made.
    static let gridNow = Date(timeIntervalSince1970: 1_643_945_400)  // 2022-02-04T03:30:00Z
    static let tallahassee = Coordinates(latitude: 30.44, longitude: -84.28)!

    static func grid(_ data: Data) throws -> Forecast {
        try JSONDecoder().decode(DTO.GridpointReply.self, from: data).forecast(
            at: tallahassee, now: gridNow, offsets: Recorded.Eastern())
    }

    /// What each grid layer gives each hour, as text to compare.
    static let gridReadings: [String: @Sendable (ForecastEntry) -> String?] = [
        "dewpoint": { $0.dewPoint.map { "\($0.kelvin)" } },
        "relativeHumidity": { $0.humidity.map { "\($0.percent)" } },
        "apparentTemperature": { $0.feelsLike.map { "\($0.kelvin)" } },
        "skyCover": { $0.clouds.map { "\($0.coverPercent)" } },
        "windSpeed": { $0.wind.speed.map { "\($0.metresPerSecond)" } },
        "windGust": { $0.wind.gust.map { "\($0.metresPerSecond)" } },
        "probabilityOfPrecipitation": { $0.precipitationProbability.map { "\($0)" } },
        "visibility": { $0.visibility.map { "\($0.metres)" } },
    ]

    @Test(arguments: Array(gridReadings.keys).sorted() + ["temperature", "weather", "windDirection"])
    func aGridLayerRemovedGoesMissingAlone(_ layer: String) throws {
        let whole = try Self.grid(try Recorded.fixture("gridpoint.json"))
        let data = try Self.without(layer, in: "gridpoint.json")
        guard layer != "temperature" else {
            #expect(throws: WeatherError.self) { try Self.grid(data) }
            return
        }
        let reduced = try Self.grid(data)
        #expect(reduced.entries.map(\.time) == whole.entries.map(\.time))
        for (name, reading) in Self.gridReadings {
            let before = whole.entries.map(reading)
            let after = reduced.entries.map(reading)
            if name == layer {
                #expect(after.allSatisfy { $0 == nil }, "\(name)")
                #expect(before.contains { $0 != nil }, "the recorded grid has \(name)")
            } else {
                #expect(after == before, "\(name) changed with \(layer) removed")
            }
        }
        #expect(reduced.entries.map(\.temperature) == whole.entries.map(\.temperature))
    }
}
