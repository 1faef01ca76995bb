import Domain
import Foundation
import Testing

@testable import ProviderKit
@testable import WeatherData

/// Another process deletes a place while this one refreshes it: the refresh must not bring it back.
struct RefreshAfterDeleteTests {
    /// Answers like the real service, but first deletes the place asked about, as a second process would.
    struct DeletingWeatherService: TestWeatherSource {
        let store: SQLiteWeatherStore
        let places: [Place]

        func currentWeather(at coordinates: Coordinates) async throws(WeatherError) -> CurrentWeather {
            let keys = places.filter { $0.coordinates == coordinates }.map(\.key)
            _ = try await store.delete(keys)
            return Fixtures.weather(kelvin: 299)
        }
    }

    @Test func aPlaceDeletedDuringAListRefreshStaysDeleted() async throws {
        let store = try SQLiteWeatherStore()
        for place in [Fixtures.tokyo, Fixtures.madrid] {
            try await store.save(place, weather: Fixtures.weather(), fetchedAt: Fixtures.epoch)
        }
        let repository = SavedPlacesRepository(
            store: store,
            service: DeletingWeatherService(store: store, places: [Fixtures.madrid]).currentWeatherService
                .checked { FixedClock().now },
            clock: FixedClock(), maximumConcurrentRequests: 1)

        _ = try await repository.reports(policy: .refresh)

        #expect(try await store.observations().map(\.place) == [Fixtures.tokyo])
    }

    @Test func addingAPlaceAgainStillSavesIt() async throws {
        let store = try SQLiteWeatherStore()
        let repository = SavedPlacesRepository(
            store: store,
            service: DeletingWeatherService(store: store, places: []).currentWeatherService.checked {
                FixedClock().now
            },
            clock: FixedClock(),
            maximumConcurrentRequests: 1)

        _ = try await repository.report(for: Fixtures.madrid, policy: .refresh)

        #expect(try await store.observations().map(\.place) == [Fixtures.madrid])
    }
}
