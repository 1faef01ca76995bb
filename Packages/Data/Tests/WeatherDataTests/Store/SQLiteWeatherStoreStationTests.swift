import Domain
import Foundation
import Testing

@testable import WeatherData

/// A measured observation keeps the station that measured it; a model's reading has none.
struct SQLiteWeatherStoreStationTests {
    static let centralPark = ObservationStation(
        identifier: "KNYC", name: "New York City, Central Park", distance: Distance(metres: 8_612.5))

    static func measured(by station: ObservationStation) -> CurrentWeather {
        let weather = Fixtures.weather()
        return CurrentWeather(
            readings: weather.readings, sunrise: nil, sunset: nil, observedAt: weather.observedAt,
            utcOffsetSeconds: -18_000, station: station)
    }

    @Test func theStationReadsBackWithItsNameCodeAndDistance() async throws {
        let store = try SQLiteWeatherStore()
        try await store.save(
            Fixtures.tokyo, weather: Self.measured(by: Self.centralPark), fetchedAt: Fixtures.epoch)
        try await store.save(Fixtures.paris, weather: Fixtures.weather(), fetchedAt: Fixtures.epoch)

        #expect(try await store.observation(for: Fixtures.tokyo.key)?.value.station == Self.centralPark)
        #expect(try await store.observation(for: Fixtures.paris.key)?.value.station == nil)
    }

    /// A kept station farther than any station measures for a place is left out; the reading stays.
    @Test func aKeptStationOutsideItsBoundsIsLeftOutAndTheReadingKept() async throws {
        let far = ObservationStation(identifier: "KFAR", name: "Far", distance: Distance(metres: 600_000))
        let store = try SQLiteWeatherStore()
        try await store.save(Fixtures.tokyo, weather: Self.measured(by: far), fetchedAt: Fixtures.epoch)

        let kept = try #require(try await store.observation(for: Fixtures.tokyo.key))
        #expect(kept.value.station == nil && kept.value.temperature != nil)
        #expect(
            Self.measured(by: far).implausibility(at: Fixtures.epoch)?.contains("station distance") == true)
    }
}
