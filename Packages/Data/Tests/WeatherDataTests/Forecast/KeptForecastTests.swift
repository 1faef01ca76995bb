import Domain
import Foundation
import Testing

@testable import WeatherData

struct KeptForecastTests {
    private let clock = FixedClock()
    private let service = StubForecastService()
    private let store: SQLiteWeatherStore

    init() throws {
        store = try SQLiteWeatherStore()
    }

    private var repository: KeptDataRepository<Forecast> {
        KeptDataRepository(
            .forecasts(store: store, service: service.forecastService.checked { clock.now }), clock: clock)
    }

    private func saveTokyo(forecastAge: TimeInterval?) async throws {
        try await store.save(
            Fixtures.tokyo, weather: Fixtures.weather(), fetchedAt: clock.now.addingTimeInterval(-5))
        if let forecastAge {
            try await store.saveForecast(
                Fixtures.forecast(kelvin: 280), for: Fixtures.tokyo.key,
                fetchedAt: clock.now.addingTimeInterval(-forecastAge))
        }
    }

    @Test func aFreshForecastIsServedWithoutARequest() async throws {
        try await saveTokyo(forecastAge: 60)

        let report = try await repository.forecast(for: Fixtures.tokyo, policy: .cacheFirst(lifetime: 600))

        #expect(report.origin == .cache)
        #expect(report.forecast == Fixtures.forecast(kelvin: 280))
        #expect(report.age(at: clock.now) == 60)
        #expect(service.calls.isEmpty)
    }

    @Test func aStaleForecastIsFetchedAndSavedWithoutTouchingTheObservation() async throws {
        try await saveTokyo(forecastAge: 601)
        let observation = try await store.observation(for: Fixtures.tokyo.key)
        service.set(Fixtures.tokyo, .success(Fixtures.forecast(kelvin: 300)))

        let report = try await repository.forecast(for: Fixtures.tokyo, policy: .cacheFirst(lifetime: 600))

        #expect(report.origin == .network)
        #expect(report.fetchedAt == clock.now)
        #expect(service.calls == [Fixtures.tokyo.coordinates])
        #expect(try await store.forecast(for: Fixtures.tokyo.key)?.value == Fixtures.forecast(kelvin: 300))
        #expect(try await store.observation(for: Fixtures.tokyo.key) == observation)
    }

    @Test func aFailedFetchFallsBackToTheCopyWithItsReasonAndAge() async throws {
        try await saveTokyo(forecastAge: 7_200)
        service.set(Fixtures.tokyo, .failure(.networkUnavailable(detail: "no route")))

        let report = try await repository.forecast(for: Fixtures.tokyo, policy: .refresh)

        #expect(report.origin == .fallback(.networkUnavailable(detail: "no route")))
        #expect(report.age(at: clock.now) == 7_200)
        #expect(report.forecast == Fixtures.forecast(kelvin: 280))
    }

    @Test func aFailedFetchWithoutACopyThrowsTheReasonNamingThePlace() async throws {
        try await saveTokyo(forecastAge: nil)

        await #expect(throws: WeatherError.timedOut) {
            service.set(Fixtures.tokyo, .failure(.timedOut))
            return try await repository.forecast(for: Fixtures.tokyo, policy: .cacheFirst(lifetime: 600))
        }
        await #expect(throws: WeatherError.weatherNotFound(place: Fixtures.madrid)) {
            try await repository.forecast(for: Fixtures.madrid, policy: .refresh)
        }
    }

    @Test func offlineServesTheCopyHoweverOldAndNeverFetches() async throws {
        try await saveTokyo(forecastAge: 86_400 * 3)

        let report = try await repository.forecast(for: Fixtures.tokyo, policy: .offline)

        #expect(report.origin == .offline)
        #expect(service.calls.isEmpty)
    }

    @Test func offlineWithoutACopyIsNotCached() async throws {
        try await saveTokyo(forecastAge: nil)

        await #expect(throws: WeatherError.notKept(.forecast, for: Fixtures.tokyo)) {
            try await repository.forecast(for: Fixtures.tokyo, policy: .offline)
        }
        #expect(service.calls.isEmpty)
    }

    @Test func aCopyFromTheFutureIsFetchedAgain() async throws {
        try await saveTokyo(forecastAge: -120)
        service.set(Fixtures.tokyo, .success(Fixtures.forecast(kelvin: 300)))

        let report = try await repository.forecast(for: Fixtures.tokyo, policy: .cacheFirst(lifetime: 600))

        #expect(report.origin == .network)
    }
}
