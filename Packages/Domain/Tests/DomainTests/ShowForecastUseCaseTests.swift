import Foundation
import Synchronization
import Testing

@testable import Domain

struct ShowForecastUseCaseTests {
    /// A forecast repository that answers for any place and records what it was asked.
    final class RecordingForecastRepository: ForecastRepository {
        private let asked = Mutex<[(Place, FetchPolicy)]>([])

        var requests: [(Place, FetchPolicy)] { asked.withLock { $0 } }

        func forecast(for place: Place, policy: FetchPolicy) async throws(WeatherError) -> ForecastReport {
            asked.withLock { $0.append((place, policy)) }
            return ForecastReport(
                place: place, forecast: .fortySteps(utcOffsetSeconds: 0), fetchedAt: Stub.now,
                origin: .network)
        }
    }

    private let tokyo = Stub.place("Tokyo", "JP")
    private let paris = Stub.place("Paris", "FR")
    private let forecasts = RecordingForecastRepository()
    private let geocoder = StubGeocoder(["Paris": [Stub.place("Paris", "FR")]])

    private func useCase(_ places: InMemoryWeatherRepository) -> ShowForecastUseCase {
        let countries = StubCountryRepository(countries: [Stub.country("Japan", "JP", capital: tokyo)])
        let finder = PlaceLookup(
            saved: SavedPlaceFinder(
                countries: countries, cities: StubCityRepository(), places: places, shownNames: { _ in [] }),
            resolver: PlaceResolver(countries: countries, geocoder: geocoder),
            offlineResolver: PlaceResolver(countries: countries, geocoder: StubGeocoder()), places: places)
        return ShowForecastUseCase(finder: finder, places: places, forecasts: forecasts)
    }

    @Test func aSavedPlaceIsForecastUnderThePolicy() async throws {
        let report = try await useCase(InMemoryWeatherRepository([tokyo])).execute("Japan", policy: .offline)

        #expect(report.place == tokyo)
        #expect(forecasts.requests.map(\.0) == [tokyo])
        #expect(forecasts.requests.map(\.1) == [.offline])
        #expect(geocoder.calls == 0)
    }

    @Test func aPlaceNotSavedIsForecastAndKeptOffTheList() async throws {
        let places = InMemoryWeatherRepository([tokyo])
        let report = try await useCase(places).execute("Paris", policy: .refresh)

        #expect(report.place.key == paris.key)
        #expect(forecasts.requests.map(\.0.key) == [paris.key])
        #expect(places.places == [tokyo], "the list is as it was")
        #expect(places.lookedAt.withLock { $0.map(\.key) } == [paris.key])
    }

    @Test func aPlaceLookedAtBeforeIsFoundAgainWithoutALookup() async throws {
        let places = InMemoryWeatherRepository([tokyo])
        _ = try await useCase(places).execute("Paris", policy: .refresh)
        _ = try await useCase(places).execute("paris", policy: .offline)

        #expect(geocoder.calls == 1)
        #expect(forecasts.requests.map(\.1) == [.refresh, .offline])
    }

    @Test func offlineAPlaceNeverLookedAtIsNeverLookedUpOnline() async {
        await #expect(throws: WeatherError.placeNotFound(query: "Paris")) {
            try await useCase(InMemoryWeatherRepository([tokyo])).execute("Paris", policy: .offline)
        }
        #expect(geocoder.calls == 0)
        #expect(forecasts.requests.isEmpty)
    }

    @Test func aPlaceNobodyKnowsIsNotFoundAndNotFetched() async {
        await #expect(throws: WeatherError.placeNotFound(query: "Nowhere")) {
            try await useCase(InMemoryWeatherRepository([tokyo])).execute("Nowhere", policy: .refresh)
        }
        #expect(forecasts.requests.isEmpty)
    }

    @Test func anEmptyQueryIsRejected() async {
        await #expect(throws: WeatherError.invalidQuery(.empty)) {
            try await useCase(InMemoryWeatherRepository([tokyo])).execute(" ", policy: .refresh)
        }
    }
}
