import Foundation
import Synchronization
import Testing

@testable import Domain

/// What a bare `wxapp` shows: the saved places always, and the home beside them, or why it cannot be shown.
struct ShowHomeUseCaseTests {
    /// Counts the use cases made to find a named home.
    final class Made: Sendable {
        let count = Mutex(0)
    }

    private let tokyo = Stub.place("Tokyo", "JP")
    private let oslo = Stub.place("Oslo", "NO", latitude: 60)
    private let geocoder = StubGeocoder(["Paris": [Stub.place("Paris", "FR")]])
    private let made = Made()

    /// The use case over `places`; with `failure`, the use case that finds a named home cannot be made.
    private func useCase(_ places: InMemoryWeatherRepository, failure: WeatherError? = nil) -> ShowHomeUseCase
    {
        let countries = StubCountryRepository(countries: [])
        let finder = PlaceLookup(
            saved: SavedPlaceFinder(
                countries: countries, cities: StubCityRepository(), places: places, shownNames: { _ in [] }),
            resolver: PlaceResolver(countries: countries, geocoder: geocoder),
            offlineResolver: PlaceResolver(countries: countries, geocoder: StubGeocoder()), places: places)
        return ShowHomeUseCase(
            listPlaces: ListPlacesUseCase(repository: places),
            showPlace: { [made] () throws(WeatherError) in
                made.count.withLock { $0 += 1 }
                if let failure { throw failure }
                return ShowPlaceUseCase(finder: finder, repository: places)
            })
    }

    @Test func withNoHomeNamedTheFirstSavedPlaceIsTheHomeAndNothingIsLookedFor() async throws {
        let shown = try await useCase(InMemoryWeatherRepository([tokyo, oslo])).execute(
            home: nil, policy: .offline)

        #expect(shown.saved.map(\.place) == [tokyo, oslo])
        #expect(try shown.home?.get().place == tokyo)
        #expect(made.count.withLock { $0 } == 0)
    }

    @Test func withNoHomeNamedAndNothingSavedThereIsNoHome() async throws {
        let shown = try await useCase(InMemoryWeatherRepository()).execute(home: nil, policy: .offline)

        #expect(shown.saved.isEmpty)
        #expect(shown.home == nil)
    }

    @Test func aNamedHomeIsShownBesideTheSavedPlaces() async throws {
        let shown = try await useCase(InMemoryWeatherRepository([tokyo, oslo])).execute(
            home: "oslo", policy: .offline)

        #expect(shown.saved.map(\.place) == [tokyo, oslo])
        #expect(
            try shown.home?.get()
                == WeatherReport(
                    place: oslo, weather: Stub.weather(), fetchedAt: Stub.now, origin: .offline))
    }

    @Test func aNamedHomeIsNeverLookedUpByAGeocodingService() async throws {
        let shown = try await useCase(InMemoryWeatherRepository([tokyo])).execute(
            home: "Paris", policy: .cacheFirst(lifetime: 600))

        #expect(shown.saved.map(\.place) == [tokyo], "the list is shown all the same")
        #expect(shown.home == .failure(.placeNotFound(query: "Paris")))
        #expect(geocoder.calls == 0)
    }

    @Test func aHomeThatCannotBeLookedForIsAFailureBesideTheSavedPlaces() async throws {
        let failure = WeatherError.storage(path: "/data/wx.sqlite3", detail: "disk I/O error")

        let shown = try await useCase(InMemoryWeatherRepository([tokyo]), failure: failure).execute(
            home: "Tokyo", policy: .offline)

        #expect(shown.saved.map(\.place) == [tokyo])
        #expect(shown.home == .failure(failure))
    }
}
