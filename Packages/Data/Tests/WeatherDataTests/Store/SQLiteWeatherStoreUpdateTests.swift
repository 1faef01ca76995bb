import Domain
import Foundation
import Testing

@testable import WeatherData

struct SQLiteWeatherStoreUpdateTests {
    @Test func anUpdateReplacesTheObservationOfASavedPlace() async throws {
        let store = try SQLiteWeatherStore()
        try await store.save(Fixtures.tokyo, weather: Fixtures.weather(), fetchedAt: Fixtures.epoch)
        let newer = Fixtures.weather(kelvin: 300, conditions: [Fixtures.drizzle])

        let updated = try await store.update(Fixtures.tokyo, weather: newer, fetchedAt: Fixtures.epoch + 60)

        #expect(updated)
        #expect(
            try await store.observations()
                == [
                    Report<CurrentWeather>(
                        place: Fixtures.tokyo, value: newer, fetchedAt: Fixtures.epoch + 60, origin: .offline)
                ])
    }

    @Test func anUpdateOfAPlaceRemovedMeanwhileWritesNothing() async throws {
        let store = try SQLiteWeatherStore()
        try await store.save(Fixtures.tokyo, weather: Fixtures.weather(), fetchedAt: Fixtures.epoch)
        _ = try await store.delete([Fixtures.tokyo.key])

        let updated = try await store.update(
            Fixtures.tokyo, weather: Fixtures.weather(), fetchedAt: Fixtures.epoch)

        #expect(!updated)
        #expect(try await store.observations().isEmpty)
    }
}
