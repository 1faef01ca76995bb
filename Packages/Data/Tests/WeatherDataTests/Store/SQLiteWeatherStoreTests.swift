import Domain
import Foundation
import Infrastructure
import Testing

@testable import WeatherData

struct SQLiteWeatherStoreTests {
    private static func temporaryPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent(
            "wxapp-store-\(UUID().uuidString).sqlite3"
        ).path
    }

    @Test func savedObservationsReadBackExactlyInSavedOrder() async throws {
        let store = try SQLiteWeatherStore()
        let tokyo = Fixtures.weather(conditions: [Fixtures.cloudy, Fixtures.drizzle])
        let madrid = Fixtures.weather(kelvin: 280, conditions: [])

        try await store.save(Fixtures.tokyo, weather: tokyo, fetchedAt: Fixtures.epoch)
        try await store.save(
            Fixtures.madrid, weather: madrid, fetchedAt: Fixtures.epoch.addingTimeInterval(5))

        #expect(
            try await store.observations() == [
                Report<CurrentWeather>(
                    place: Fixtures.tokyo, value: tokyo, fetchedAt: Fixtures.epoch, origin: .offline),
                Report<CurrentWeather>(
                    place: Fixtures.madrid, value: madrid, fetchedAt: Fixtures.epoch.addingTimeInterval(5),
                    origin: .offline),
            ])
    }

    @Test func savingAPlaceAgainReplacesItsObservationAndKeepsItsPosition() async throws {
        let store = try SQLiteWeatherStore()
        try await store.save(Fixtures.tokyo, weather: Fixtures.weather(), fetchedAt: Fixtures.epoch)
        try await store.save(Fixtures.madrid, weather: Fixtures.weather(), fetchedAt: Fixtures.epoch)

        let newer = Fixtures.weather(kelvin: 300, conditions: [Fixtures.drizzle])
        try await store.save(Fixtures.tokyo, weather: newer, fetchedAt: Fixtures.epoch.addingTimeInterval(60))

        let all = try await store.observations()
        #expect(all.map(\.place.name) == ["Tokyo", "Madrid"])
        #expect(try await store.places() == all.map(\.place))
        #expect(all.first?.value == newer)
        #expect(all.first?.fetchedAt == Fixtures.epoch.addingTimeInterval(60))
    }

    @Test func namesWithQuotesAndOddUnicodeRoundTrip() async throws {
        let store = try SQLiteWeatherStore()
        let place = Place(
            name: "Robert'); DROP TABLE place;-- 東京 Bogotá", countryCode: "co",
            coordinates: Coordinates(latitude: 4.6, longitude: -74.08)!)

        try await store.save(place, weather: Fixtures.weather(), fetchedAt: Fixtures.epoch)

        #expect(try await store.observation(for: place.key)?.place == place)
        #expect(try await store.observations().count == 1)
    }

    @Test func deleteRemovesOnlyTheNamedPlacesAndTheirConditions() async throws {
        let store = try SQLiteWeatherStore()
        for place in [Fixtures.tokyo, Fixtures.madrid, Fixtures.paris] {
            try await store.save(place, weather: Fixtures.weather(), fetchedAt: Fixtures.epoch)
        }

        let removed = try await store.delete([
            Fixtures.madrid.key, PlaceKey(name: "Nowhere", countryCode: "XX"),
        ])

        #expect(removed == 1)
        #expect(try await store.observations().map(\.place.name) == ["Tokyo", "Paris"])
        #expect(try await store.deleteAll() == 2)
        #expect(try await store.observations().isEmpty)
    }

    @Test func dataSurvivesReopeningTheFile() async throws {
        let path = Self.temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        try await SQLiteWeatherStore(path: path).save(
            Fixtures.paris, weather: Fixtures.weather(), fetchedAt: Fixtures.epoch)

        let reopened = try SQLiteWeatherStore(path: path)

        #expect(try await reopened.observation(for: Fixtures.paris.key)?.place == Fixtures.paris)
    }

    @Test func aFileOfRandomBytesIsAStorageErrorAndStaysUntouched() throws {
        let path = Self.temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let garbage = Data((0..<4_096).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) })
        try garbage.write(to: URL(fileURLWithPath: path))

        #expect {
            _ = try SQLiteWeatherStore(path: path)
        } throws: { error in
            guard case .storage(let errorPath, let detail) = error as? WeatherError else { return false }
            return errorPath == path && detail.hasPrefix("it is not a wxapp database or it is damaged")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == garbage)
    }

    @Test func aDatabaseFromANewerVersionIsRefused() throws {
        let path = Self.temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        try SQLiteDatabase(path: path).setUserVersion(WeatherSchema.migrations.count + 1)

        #expect {
            _ = try SQLiteWeatherStore(path: path)
        } throws: { error in
            guard case .storage(let errorPath, _) = error as? WeatherError else { return false }
            return errorPath == path
        }
    }
}
