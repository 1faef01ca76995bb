import Domain
import Foundation
import Testing

@testable import WeatherData

/// One city under two spellings (the catalog's "Bogota", the gazetteer's "Bogotá") is saved once.
struct TwinPlaceTests {
    static let bogota = Place(
        name: "Bogota", countryCode: "CO", coordinates: Coordinates(latitude: 4.6097, longitude: -74.0818)!)
    static let bogotaAccented = Place(
        name: "Bogotá", countryCode: "CO", region: "Bogota D.C.",
        coordinates: Coordinates(latitude: 4.60971, longitude: -74.08175)!)

    static func repository(_ store: SQLiteWeatherStore) -> SavedPlacesRepository {
        let service = StubWeatherService()
        for place in [bogota, bogotaAccented, Fixtures.tokyo] {
            service.set(place, .success(Fixtures.weather()))
        }
        return SavedPlacesRepository(
            store: store, service: service.currentWeatherService.checked { FixedClock().now },
            clock: FixedClock(),
            maximumConcurrentRequests: 1)
    }

    @Test func addingTheOtherSpellingRefreshesTheSavedPlace() async throws {
        let store = try SQLiteWeatherStore()
        let repository = Self.repository(store)

        _ = try await repository.report(for: Self.bogota, policy: .refresh)
        let again = try await repository.report(for: Self.bogotaAccented, policy: .refresh)

        #expect(again.place == Self.bogota, "the saved identity stays")
        #expect(try await store.observations().map(\.place) == [Self.bogota])
    }

    @Test func theSameNameFarAwayOrInAnotherCountryIsAnotherPlace() {
        let springfieldIL = Place(
            name: "Springfield", countryCode: "US",
            coordinates: Coordinates(latitude: 39.8, longitude: -89.64)!)
        let springfieldMO = Place(
            name: "Springfield", countryCode: "US",
            coordinates: Coordinates(latitude: 37.21, longitude: -93.29)!)
        let londonCA = Place(
            name: "London", countryCode: "CA", coordinates: Coordinates(latitude: 42.98, longitude: -81.25)!)
        let londonGB = Place(
            name: "London", countryCode: "GB", coordinates: Coordinates(latitude: 51.51, longitude: -0.13)!)

        #expect(Self.bogota.isTwin(of: Self.bogotaAccented))
        #expect(!springfieldIL.isTwin(of: springfieldMO))
        #expect(!londonCA.isTwin(of: londonGB))
        #expect(abs(Self.bogota.coordinates.kilometres(to: Fixtures.tokyo.coordinates) - 14_317.4) < 0.1)
    }
}
