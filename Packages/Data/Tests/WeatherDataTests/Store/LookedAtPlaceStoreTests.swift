import Domain
import Foundation
import Testing

@testable import WeatherData

/// Places looked at are kept off the list: never saved places, never taking a saved place's row, and on
/// the list once added.
struct LookedAtPlaceStoreTests {
    static let berlin = Place(
        name: "Berlin", countryCode: "DE", coordinates: Coordinates(latitude: 52.52, longitude: 13.41)!)
    /// Another place of Berlin's name and country, far from it.
    static let otherBerlin = Place(
        name: "Berlin", countryCode: "DE", coordinates: Coordinates(latitude: 54.03, longitude: 10.45)!)
    static let now = Fixtures.epoch

    let store: SQLiteWeatherStore

    init() throws {
        store = try SQLiteWeatherStore()
    }

    private func names() async throws -> (saved: [String], looked: [String]) {
        (
            try await store.places().map(\.name),
            try await store.lookedAtPlaces(named: SearchKey("Berlin")).map(\.name)
        )
    }

    @Test func aPlaceLookedAtIsKeptOffTheListUntilAddedOrSaved() async throws {
        try await store.keepLookedAt(Self.berlin, at: Self.now)
        try await store.save(
            Self.berlin, weather: Fixtures.weather(kelvin: 280), fetchedAt: Self.now, listing: .lookedAt)
        #expect(try await names() == ([], ["Berlin"]))
        #expect(try await store.observations().isEmpty, "list reads saved places only")
        #expect(try await store.observation(for: Self.berlin.key) != nil, "its weather is kept")
        #expect(try await store.deleteAll() == 0)
        #expect(try await names() == ([], ["Berlin"]), "deleting every saved place leaves the looks")

        try await store.list([Self.berlin.key])
        #expect(try await names() == (["Berlin"], []))
    }

    @Test func savingAsListedPutsAPlaceLookedAtOnTheListAndALookNeverTakesItOff() async throws {
        try await store.keepLookedAt(Self.berlin, at: Self.now)
        try await store.save(
            Self.berlin, weather: Fixtures.weather(kelvin: 280), fetchedAt: Self.now, listing: .listed)
        #expect(try await names() == (["Berlin"], []))

        try await store.keepLookedAt(Self.berlin, at: Self.now)
        try await store.save(
            Self.berlin, weather: Fixtures.weather(kelvin: 281), fetchedAt: Self.now, listing: .lookedAt)
        #expect(
            try await store.update(Self.berlin, weather: Fixtures.weather(kelvin: 282), fetchedAt: Self.now))
        #expect(try await names() == (["Berlin"], []))
    }

    @Test func anotherPlaceLookedAtUnderTheSameKeyGivesWayButASavedOneNever() async throws {
        try await store.keepLookedAt(Self.berlin, at: Self.now)
        try await store.save(
            Self.berlin, weather: Fixtures.weather(kelvin: 280), fetchedAt: Self.now, listing: .lookedAt)
        try await store.keepLookedAt(Self.otherBerlin, at: Self.now)
        #expect(
            try await store.lookedAtPlaces(named: SearchKey("Berlin")).map(\.coordinates) == [
                Self.otherBerlin.coordinates
            ])
        #expect(
            try await store.observation(for: Self.berlin.key) == nil, "the weather of the other went with it")

        try await store.save(
            Self.berlin, weather: Fixtures.weather(kelvin: 280), fetchedAt: Self.now, listing: .listed)
        try await store.keepLookedAt(Self.otherBerlin, at: Self.now)
        #expect(try await store.places().map(\.coordinates) == [Self.berlin.coordinates])
    }

    @Test func theLatestLookedAtAreKeptAndThoseOfTheLastHourAll() async throws {
        let places = (0..<25).map { number in
            Place(
                name: "Place \(number)", countryCode: "DE",
                coordinates: Coordinates(latitude: Double(number), longitude: 0)!)
        }
        for (number, place) in places.enumerated() {
            try await store.keepLookedAt(place, at: Self.now.addingTimeInterval(Double(number)))
        }
        #expect(try await store.lookedAtPlaceCount() == 25, "all looked at within the hour")

        let later = Self.now.addingTimeInterval(2 * SQLiteWeatherStore.lookedAtPlacesProtectedSeconds)
        try await store.keepLookedAt(places[0], at: later)
        try await store.keepLookedAt(
            Place(name: "Last", countryCode: "DE", coordinates: Coordinates(latitude: 60, longitude: 0)!),
            at: later)
        let kept = try await store.lookedAtPlaceNames()
        #expect(kept.count == SQLiteWeatherStore.lookedAtPlacesKept)
        #expect(kept.contains("Place 0") && kept.contains("Last") && kept.contains("Place 24"))
        #expect(!kept.contains("Place 1") && !kept.contains("Place 6"))
    }
}

extension SQLiteWeatherStore {
    fileprivate func lookedAtPlaceCount() throws(WeatherError) -> Int {
        try lookedAtPlaceNames().count
    }

    fileprivate func lookedAtPlaceNames() throws(WeatherError) -> [String] {
        try read { database in
            try database.query("SELECT name FROM place WHERE listed = 0").compactMap { $0.string("name") }
        }
    }
}
