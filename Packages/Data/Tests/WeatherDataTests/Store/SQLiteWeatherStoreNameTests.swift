import Domain
import Foundation
import Infrastructure
import Testing

@testable import WeatherData

/// Saved places are looked up by every name they answer to, through the place_name table.
struct SQLiteWeatherStoreNameTests {
    static let tromso = Place(
        name: "Tromsø", countryCode: "NO", region: "Troms og Finnmark",
        coordinates: Coordinates(latitude: 69.6496, longitude: 18.957)!,
        aliases: PlaceAliases(names: ["Tromso", "Tromsoe", "Tromso"], regions: ["54"]))

    @Test(arguments: ["Tromsø", "tromso", "TROMSOE", "Trom-so", "Ｔｒｏｍｓｏ"])
    func aSavedPlaceIsFoundByEveryNameItWasSavedUnder(name: String) async throws {
        let store = try SQLiteWeatherStore()
        try await store.save(Self.tromso, weather: Fixtures.weather(), fetchedAt: Fixtures.epoch)

        let found = try await store.places(named: SearchKey(name))

        #expect(found == [Self.tromso])
        #expect(
            found.first?.aliases
                == PlaceAliases(names: ["Tromso", "Tromsoe"], regions: ["Troms og Finnmark", "54"]))
    }

    @Test func aRegionNameIsNotAPlaceName() async throws {
        let store = try SQLiteWeatherStore()
        try await store.save(Self.tromso, weather: Fixtures.weather(), fetchedAt: Fixtures.epoch)

        #expect(try await store.places(named: SearchKey("Troms og Finnmark")).isEmpty)
        #expect(try await store.places(named: SearchKey("Oslo")).isEmpty)
    }

    @Test func namesAddUpAcrossSavesAndLeaveWithThePlace() async throws {
        let store = try SQLiteWeatherStore()
        try await store.save(Fixtures.tokyo, weather: Fixtures.weather(), fetchedAt: Fixtures.epoch)
        try await store.save(
            Fixtures.tokyo.adding(PlaceAliases(names: ["Japan", "JP", "JPN"])), weather: Fixtures.weather(),
            fetchedAt: Fixtures.epoch)

        #expect(try await store.places(named: SearchKey("jpn")) == [Fixtures.tokyo])
        #expect(try await store.places(named: SearchKey("Tokyo")) == [Fixtures.tokyo])

        #expect(try await store.delete([Fixtures.tokyo.key]) == 1)
        #expect(try await store.places(named: SearchKey("japan")).isEmpty)
    }

    @Test(arguments: ["O'Fallon", "Robert\"); DROP TABLE place; --", "名古屋", "Zürich\u{301}"])
    func oddNamesAreStoredAndFoundAsTheyAre(name: String) async throws {
        let store = try SQLiteWeatherStore()
        let place = Place(
            name: name, countryCode: "US", coordinates: Coordinates(latitude: 38.8, longitude: -90.7)!)
        try await store.save(place, weather: Fixtures.weather(), fetchedAt: Fixtures.epoch)

        #expect(try await store.places(named: SearchKey(name)) == [place])
        #expect(try await store.places().count == 1)
    }

    @Test func twoPlacesOfOneNameAreBothFound() async throws {
        let store = try SQLiteWeatherStore()
        let londonCA = Place(
            name: "London", countryCode: "CA", coordinates: Coordinates(latitude: 42.98, longitude: -81.23)!)
        let londonGB = Place(
            name: "London", countryCode: "GB", coordinates: Coordinates(latitude: 51.5, longitude: -0.12)!)
        try await store.save(londonGB, weather: Fixtures.weather(), fetchedAt: Fixtures.epoch)
        try await store.save(londonCA, weather: Fixtures.weather(), fetchedAt: Fixtures.epoch)

        #expect(try await store.places(named: SearchKey("london")) == [londonGB, londonCA])
    }

    /// A file at schema 3, as the release before names were kept wrote it, gets each place's own name and
    /// region when it is opened.
    @Test func upgradingAnOlderFileGivesEveryPlaceItsNameAndRegion() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let older = try SQLiteDatabase(path: folder.database)
        try SQLiteMigrator(migrations: Array(WeatherSchema.migrations.prefix(3))).migrate(older)
        try older.run(
            "INSERT INTO place (id, name, country_code, region, latitude, longitude) "
                + "VALUES (1, 'Winston-Salem', 'US', 'North Carolina', 36.1, -80.2), (2, 'Łódź', 'PL', NULL, 51.8, 19.5)"
        )
        try older.run(
            "INSERT INTO observation (place_id, fetched_at, observed_at, utc_offset_seconds, temperature_k, "
                + "feels_like_k, minimum_k, maximum_k, pressure_hpa, humidity_percent, wind_speed_mps) "
                + "VALUES (1, 1.7e9, 1.7e9, 0, 280, 280, 280, 280, 1000, 50, 1), "
                + "(2, 1.7e9, 1.7e9, 0, 281, 281, 281, 281, 1000, 50, 1)"
        )
        #expect(try older.userVersion() == 3)

        let store = try SQLiteWeatherStore(path: folder.database)

        #expect(try await store.places(named: SearchKey("winston salem")).map(\.name) == ["Winston-Salem"])
        #expect(try await store.places(named: SearchKey("LODZ")).map(\.name) == ["Łódź"])
        let winston = try #require(try await store.places(named: SearchKey("WinstonSalem")).first)
        #expect(winston.aliases == PlaceAliases(regions: ["North Carolina"]))
        #expect(try await store.observations().map(\.value.temperature?.kelvin) == [280, 281])
    }
}
