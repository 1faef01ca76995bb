import Domain
import Foundation
import Testing

@testable import OpenMeteoProvider
@testable import OpenWeatherMapProvider
@testable import WeatherData

struct SQLiteWeatherStoreProviderTests {
    @Test func eachReadingKeepsTheServiceThatReportedIt() async throws {
        let store = try SQLiteWeatherStore()
        let meteo = Fixtures.weather().reported(by: .openMeteo)
        let owm = Fixtures.weather(kelvin: 280).reported(by: .openWeatherMap)

        try await store.save(Fixtures.tokyo, weather: meteo, fetchedAt: Fixtures.epoch)
        try await store.save(Fixtures.madrid, weather: owm, fetchedAt: Fixtures.epoch)

        #expect(try await store.observations().map(\.value.provider) == [.openMeteo, .openWeatherMap])
        #expect(try await store.observation(for: Fixtures.tokyo.key)?.value == meteo)
    }

    @Test func aReadingWithoutAProviderReadsBackWithout() async throws {
        let store = try SQLiteWeatherStore()

        try await store.save(Fixtures.paris, weather: Fixtures.weather(), fetchedAt: Fixtures.epoch)

        #expect(try await store.observation(for: Fixtures.paris.key)?.value.provider == nil)
    }

    @Test func theProviderMigrationIsTheThird() {
        #expect(WeatherSchema.migrations[2].sql.contains("ADD COLUMN provider TEXT"))
    }
}
