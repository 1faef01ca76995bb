import Foundation
import Testing

@testable import Domain

/// The weather of places named, saved or not, each in its turn.
struct ShowPlaceUseCaseTests {
    private let tokyo = Stub.place("Tokyo", "JP")
    private let oslo = Stub.place("Oslo", "NO", latitude: 60)

    private func useCase(_ places: InMemoryWeatherRepository) -> ShowPlaceUseCase {
        let countries = StubCountryRepository(countries: [])
        let finder = PlaceLookup(
            saved: SavedPlaceFinder(
                countries: countries, cities: StubCityRepository(), places: places, shownNames: { _ in [] }),
            resolver: PlaceResolver(countries: countries, geocoder: StubGeocoder()),
            offlineResolver: PlaceResolver(countries: countries, geocoder: StubGeocoder()), places: places)
        return ShowPlaceUseCase(finder: finder, repository: places)
    }

    @Test func eachPlaceIsShownInTheOrderNamedAndAFailureDoesNotStopTheOthers() async {
        let results = await useCase(InMemoryWeatherRepository([tokyo, oslo])).execute(
            ["oslo", "Atlantis", "", "Tokyo"], policy: .offline)

        let report = { (place: Place) in
            WeatherReport(place: place, weather: Stub.weather(), fetchedAt: Stub.now, origin: .offline)
        }
        #expect(
            results == [
                .success(report(oslo)), .failure(.placeNotFound(query: "Atlantis")),
                .failure(.invalidQuery(.empty)), .success(report(tokyo)),
            ])
    }
}
