import Domain
import Foundation
import Infrastructure
import Testing

@testable import WeatherData

/// The name a place is shown by is kept with it, saved or looked at, and follows the name it was last found
/// by; it is never part of the place's identity, so the place stays one row.
struct ShownNameStoreTests {
    @Test func aSavedPlaceKeepsTheNameItIsShownByUntilItIsFoundByAnother() async throws {
        let store = try SQLiteWeatherStore()
        let shown = Fixtures.tokyo.shown(as: "東京")
        try await store.save(shown, weather: Fixtures.weather(), fetchedAt: Fixtures.epoch)
        #expect(try await store.places().map(\.shownName) == ["東京"])
        #expect(try await store.observation(for: Fixtures.tokyo.key)?.place.shownName == "東京")

        try await store.save(Fixtures.tokyo, weather: Fixtures.weather(), fetchedAt: Fixtures.epoch)
        let places = try await store.places()
        #expect(places.count == 1 && places.first?.shownName == nil, "\(places)")
    }

    @Test func aPlaceLookedAtKeepsTheNameItIsShownBy() async throws {
        let store = try SQLiteWeatherStore()
        try await store.keepLookedAt(Fixtures.madrid.shown(as: "Madri"), at: Fixtures.epoch)
        let key = SearchKey(Fixtures.madrid.name)
        #expect(try await store.lookedAtPlaces(named: key).map(\.shownName) == ["Madri"])
        try await store.keepLookedAt(Fixtures.madrid, at: Fixtures.epoch.addingTimeInterval(60))
        let looked = try await store.lookedAtPlaces(named: key)
        #expect(looked.count == 1 && looked.first?.shownName == nil, "\(looked)")
    }

    /// Added again, a place is shown by the name it was added by; looked at by its own name (`here`, a
    /// place found online), it keeps the name it is shown by.
    @Test func onlyAddingAPlaceAgainDecidesTheNameItIsShownBy() async throws {
        let store = try SQLiteWeatherStore()
        let clock = FixedClock()
        let service = StubWeatherService()
        service.set(Fixtures.tokyo, .success(Fixtures.weather()))
        func repository(_ listing: Listing) -> SavedPlacesRepository {
            SavedPlacesRepository(
                store: store, service: service.currentWeatherService.checked { clock.now }, clock: clock,
                maximumConcurrentRequests: 1, listing: listing)
        }
        _ = await repository(.listed).reports(for: [Fixtures.tokyo.shown(as: "東京")], policy: .refresh)
        _ = await repository(.lookedAt).reports(for: [Fixtures.tokyo], policy: .refresh)
        #expect(try await store.places().map(\.shownName) == ["東京"])
        _ = await repository(.listed).reports(for: [Fixtures.tokyo], policy: .refresh)
        #expect(try await store.places().map(\.shownName) == [nil])
    }
}
