import Domain
import Foundation
import Testing

@testable import NationalWeatherServiceProvider
@testable import ProviderKit
@testable import WeatherData

/// The NWS's mapping against real api.weather.gov replies (Fixtures/SOURCES.md): each value read in the
/// unit the reply states, nulls and absent members missing, the grid's intervals expanded to hours.
struct NationalWeatherServiceRecordedReplyTests {
    typealias DTO = NationalWeatherServiceDTO

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/NationalWeatherService").standardized

    static func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(name))
    }

    static func decode<T: Decodable>(_ type: T.Type, _ name: String) throws -> T {
        try JSONDecoder().decode(type, from: try fixture(name))
    }

    /// Every place keeps UTC−5, but where its service states another zone; of zones, New York's and
    /// Phoenix's are known.
    struct Eastern: UTCOffsetSource {
        func utcOffsetSeconds(at coordinates: Coordinates, on date: Date) -> Int? { -18_000 }
        func utcOffsetSeconds(inZone identifier: String, on date: Date) -> Int? {
            ["America/New_York": -18_000, "America/Phoenix": -25_200][identifier]
        }
    }

    static let newYork = Coordinates(latitude: 40.7128, longitude: -74.006)!
    static let centralPark = ObservationStation(
        identifier: "KNYC", name: "New York City, Central Park", distance: Distance(metres: 8_000))

    @Test func theCentralParkObservationIsReadInTheUnitsItStates() throws {
        let reply = try Self.decode(DTO.ObservationReply.self, "observation_latest.json")
        let weather = try reply.currentWeather(
            at: Self.newYork, station: Self.centralPark, offsets: Eastern())

        #expect(weather.observedAt == Date(timeIntervalSince1970: 1_768_931_460))  // 2026-01-20T17:51:00Z
        #expect(weather.provider == .nationalWeatherService && weather.station == Self.centralPark)
        #expect(abs((weather.temperature?.celsius ?? 0) - -7.2) < 1e-9)
        // The dew point is null (flag Z) and the humidity null (flag V): missing, not zero.
        #expect(weather.dewPoint == nil && weather.humidity == nil)
        #expect(abs((weather.wind.speed?.metresPerSecond ?? 0) - 14.76 / 3.6) < 1e-9)
        #expect(weather.wind.directionDegrees == 280)
        #expect(abs((weather.wind.gust?.metresPerSecond ?? 0) - 40.68 / 3.6) < 1e-9)
        #expect(weather.pressure?.hectopascals == 1_025.7)
        #expect(weather.visibility?.metres == 16_090)
        #expect(abs((weather.feelsLike?.celsius ?? 0) - -13.215182875945834) < 1e-9)
        #expect(weather.primaryCondition?.code == 800 && weather.primaryCondition?.icon == "01d")
        #expect(weather.rain == nil && weather.snow == nil && weather.clouds == nil)
        #expect(weather.utcOffsetSeconds == -18_000 && weather.sunrise != nil)
    }

    @Test func aCalmObservationHasNoWindDirectionAndAbsentMembersAreMissing() throws {
        let reply = try Self.decode(DTO.ObservationReply.self, "observation_latest_pamr.json")
        let station = ObservationStation(
            identifier: "PAMR", name: "Merrill Field", distance: Distance(metres: 1))
        let anchorage = Coordinates(latitude: 61.2, longitude: -149.85)!
        let weather = try reply.currentWeather(at: anchorage, station: station, offsets: Eastern())
        #expect(weather.wind.speed?.metresPerSecond == 0 && weather.wind.directionDegrees == nil)
        #expect(weather.pressure == nil && weather.rain == nil)
        #expect(weather.temperature?.celsius == -9 && weather.dewPoint?.celsius == -10)
        #expect(weather.primaryCondition?.icon == "01n")
    }

    /// The 2022 reply names no station id; its precipitation is in metres, its feels-like a heat index.
    @Test func anOlderObservationIsReadToo() throws {
        let reply = try Self.decode(DTO.ObservationReply.self, "observation_latest_kfll.json")
        let station = ObservationStation(
            identifier: "KFLL", name: "Fort Lauderdale", distance: Distance(metres: 1))
        let lauderdale = Coordinates(latitude: 26.07, longitude: -80.15)!
        let weather = try reply.currentWeather(at: lauderdale, station: station, offsets: Eastern())
        #expect(abs((weather.temperature?.celsius ?? 0) - 22.8) < 1e-9)
        #expect(abs((weather.feelsLike?.celsius ?? 0) - 23.1) < 0.05)
        #expect(weather.primaryCondition?.code == 803)
        #expect(weather.rain == nil)
    }

    @Test func theObservationOfAnotherStationIsRefused() throws {
        let reply = try Self.decode(DTO.ObservationReply.self, "observation_latest.json")
        let other = ObservationStation(identifier: "KLGA", name: "LaGuardia", distance: Distance(metres: 1))
        #expect(throws: WeatherError.self) {
            try reply.currentWeather(at: Self.newYork, station: other, offsets: Eastern())
        }
    }

    @Test func theStationsAreNamedAndOrderedByTheirDistanceFromThePlace() throws {
        let reply = try Self.decode(DTO.StationsReply.self, "stations.json")
        let stations = reply.stations(near: Self.newYork)
        #expect(stations.count == reply.features.count)
        #expect(stations.first?.identifier == "KNYC")
        #expect(stations.first?.name == "New York City, Central Park")
        let distances = stations.map(\.distance.metres)
        #expect(distances == distances.sorted())
        #expect((7_000...10_000).contains(distances.first ?? 0))
    }

    @Test func thePointLookupNamesItsGridSquare() throws {
        let reply = try Self.decode(DTO.PointReply.self, "points.json")
        #expect(reply.properties.gridId == "OKX")
        #expect((reply.properties.gridX.value, reply.properties.gridY.value) == (33, 35))
    }
}
