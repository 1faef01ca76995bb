import Domain
import Foundation
import Infrastructure
import Testing

@testable import WeatherData

struct SQLiteForecastStoreTests {
    private let store: SQLiteWeatherStore

    init() throws {
        store = try SQLiteWeatherStore()
    }

    private func saveTokyo() async throws {
        try await store.save(Fixtures.tokyo, weather: Fixtures.weather(), fetchedAt: Fixtures.epoch)
    }

    @Test func aSavedForecastReadsBackExactly() async throws {
        try await saveTokyo()
        let forecast = Fixtures.forecast()

        try await store.saveForecast(forecast, for: Fixtures.tokyo.key, fetchedAt: Fixtures.epoch)

        #expect(
            try await store.forecast(for: Fixtures.tokyo.key)
                == Report<Forecast>(
                    place: Fixtures.tokyo, value: forecast, fetchedAt: Fixtures.epoch, origin: .offline))
    }

    /// A step's value outside physical bounds (kept by an older wxapp, or by a hand) is shown as missing,
    /// the rest of the forecast as it was kept; a step without a believable temperature is left out.
    @Test func aKeptValueOutsideBoundsIsShownAsMissingAndTheRestAsKept() async throws {
        try await saveTokyo()
        let kept = Fixtures.forecast()
        let wet = Fixtures.forecastEntry(hours: 12, rain: 1e19)
        let hot = Fixtures.forecastEntry(hours: 15, kelvin: 1e19)
        let damaged = Forecast(
            entries: kept.entries + [wet, hot], utcOffsetSeconds: kept.utcOffsetSeconds,
            sunrise: kept.sunrise,
            sunset: kept.sunset)
        try await store.saveForecast(damaged, for: Fixtures.tokyo.key, fetchedAt: Fixtures.epoch)

        let read = try #require(try await store.forecast(for: Fixtures.tokyo.key))
        let dry = Fixtures.forecastEntry(hours: 12, rain: nil)
        #expect(read.value.entries == kept.entries + [dry])
        #expect(read.value.implausibility(at: read.fetchedAt) == nil)
    }

    @Test func savingAgainReplacesEveryStep() async throws {
        try await saveTokyo()
        try await store.saveForecast(Fixtures.forecast(), for: Fixtures.tokyo.key, fetchedAt: Fixtures.epoch)
        let newer = Forecast(
            entries: [Fixtures.forecastEntry(hours: 30, kelvin: 300)], utcOffsetSeconds: 0, sunrise: nil,
            sunset: nil)

        try await store.saveForecast(
            newer, for: Fixtures.tokyo.key, fetchedAt: Fixtures.epoch.addingTimeInterval(60))

        let cached = try await store.forecast(for: Fixtures.tokyo.key)
        #expect(cached?.value == newer)
        #expect(cached?.fetchedAt == Fixtures.epoch.addingTimeInterval(60))
    }

    @Test func aPlaceThatIsNotSavedHasNoForecastAndCannotGetOne() async throws {
        #expect(try await store.forecast(for: Fixtures.madrid.key) == nil)

        await #expect(throws: WeatherError.placeNotSaved(query: "Madrid,ES")) {
            try await store.saveForecast(
                Fixtures.forecast(), for: Fixtures.madrid.key, fetchedAt: Fixtures.epoch)
        }
        #expect(try await store.observations().isEmpty, "no place was created for the forecast")
    }

    @Test func aForecastLeavesTheObservationAloneAndAnObservationLeavesTheForecast() async throws {
        try await saveTokyo()
        let observation = try await store.observation(for: Fixtures.tokyo.key)

        try await store.saveForecast(Fixtures.forecast(), for: Fixtures.tokyo.key, fetchedAt: Fixtures.epoch)
        #expect(try await store.observation(for: Fixtures.tokyo.key) == observation)

        try await store.save(
            Fixtures.tokyo, weather: Fixtures.weather(kelvin: 300), fetchedAt: Fixtures.epoch)
        #expect(try await store.forecast(for: Fixtures.tokyo.key)?.value == Fixtures.forecast())
    }

    @Test func deletingThePlaceDeletesItsForecast() async throws {
        try await saveTokyo()
        try await store.saveForecast(Fixtures.forecast(), for: Fixtures.tokyo.key, fetchedAt: Fixtures.epoch)

        _ = try await store.delete([Fixtures.tokyo.key])
        try await saveTokyo()

        #expect(try await store.forecast(for: Fixtures.tokyo.key) == nil)
    }

    @Test func aDatabaseOfTheFirstSchemaIsUpgradedWithItsPlacesKept() async throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("wxapp-forecast-\(UUID().uuidString).sqlite3").path
        defer {
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        }
        do {
            let database = try SQLiteDatabase(path: path)
            try SQLiteMigrator(migrations: Array(WeatherSchema.migrations.prefix(1))).migrate(database)
            try database.run(
                "INSERT INTO place (name, country_code, latitude, longitude) VALUES ('Tokyo', 'JP', 35.6895, 139.69171)"
            )
        }

        let upgraded = try SQLiteWeatherStore(path: path)
        try await upgraded.saveForecast(
            Fixtures.forecast(), for: Fixtures.tokyo.key, fetchedAt: Fixtures.epoch)

        #expect(try await upgraded.forecast(for: Fixtures.tokyo.key)?.place == Fixtures.tokyo)
        #expect(try SQLiteDatabase(path: path).userVersion() == WeatherSchema.migrations.count)
    }
}
