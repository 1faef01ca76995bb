import Domain
import Foundation
import Testing

@testable import WeatherData

struct SavedPlacesRepositoryTests {
    private let clock = FixedClock()
    private let service = StubWeatherService()
    private let store: SQLiteWeatherStore

    init() throws {
        store = try SQLiteWeatherStore()
    }

    private func repository(concurrency: Int = 4) -> SavedPlacesRepository {
        SavedPlacesRepository(
            store: store, service: service.currentWeatherService.checked { clock.now }, clock: clock,
            maximumConcurrentRequests: concurrency)
    }

    private func saveOld(_ place: Place, age: TimeInterval, kelvin: Double = 280) async throws {
        try await store.save(
            place, weather: Fixtures.weather(kelvin: kelvin), fetchedAt: clock.now.addingTimeInterval(-age))
    }

    @Test func aFreshCopyIsServedWithoutARequest() async throws {
        try await saveOld(Fixtures.tokyo, age: 60)

        let report = try await repository().report(for: Fixtures.tokyo, policy: .cacheFirst(lifetime: 600))

        #expect(report.origin == .cache)
        #expect(report.age(at: clock.now) == 60)
        #expect(service.calls.isEmpty)
    }

    @Test func aStaleCopyIsFetchedAndSaved() async throws {
        try await saveOld(Fixtures.tokyo, age: 601)
        service.set(Fixtures.tokyo, .success(Fixtures.weather(kelvin: 300)))

        let report = try await repository().report(for: Fixtures.tokyo, policy: .cacheFirst(lifetime: 600))

        #expect(report.origin == .network)
        #expect(report.fetchedAt == clock.now)
        #expect(service.calls == [Fixtures.tokyo.coordinates])
        #expect(try await store.observation(for: Fixtures.tokyo.key)?.value.temperature?.kelvin == 300)
    }

    @Test func aFailedFetchFallsBackToTheCopyWithItsReasonAndAge() async throws {
        try await saveOld(Fixtures.tokyo, age: 3_600)
        service.set(Fixtures.tokyo, .failure(.timedOut))

        let report = try await repository().report(for: Fixtures.tokyo, policy: .refresh)

        #expect(report.origin == .fallback(.timedOut))
        #expect(report.age(at: clock.now) == 3_600)
        #expect(report.isStale(at: clock.now, lifetime: 600))
        #expect(
            try await store.observation(for: Fixtures.tokyo.key)?.fetchedAt
                == clock.now.addingTimeInterval(-3_600))
    }

    @Test func aFailedFetchWithNoCopyThrowsTheFailure() async {
        service.set(Fixtures.tokyo, .failure(.apiKeyRejected))
        await #expect(throws: WeatherError.apiKeyRejected) {
            try await repository().report(for: Fixtures.tokyo, policy: .refresh)
        }
    }

    @Test func offlineNeverAsksTheService() async throws {
        try await saveOld(Fixtures.tokyo, age: 86_400)

        let report = try await repository().report(for: Fixtures.tokyo, policy: .offline)

        #expect(report.origin == .offline)
        await #expect(throws: WeatherError.notKept(.weather, for: Fixtures.madrid)) {
            try await repository().report(for: Fixtures.madrid, policy: .offline)
        }
        #expect(service.calls.isEmpty)
    }

    @Test func aClockSetBackMakesTheCopyStaleNotFresh() async throws {
        try await saveOld(Fixtures.tokyo, age: -3_600)
        service.set(Fixtures.tokyo, .success(Fixtures.weather()))

        let report = try await repository().report(for: Fixtures.tokyo, policy: .cacheFirst(lifetime: 600))

        #expect(report.origin == .network)
    }

    @Test func listFetchesExactlyTheStalePlacesAndKeepsSavedOrder() async throws {
        try await saveOld(Fixtures.tokyo, age: 900)
        try await saveOld(Fixtures.madrid, age: 30)
        try await saveOld(Fixtures.paris, age: 700)
        service.set(Fixtures.tokyo, .success(Fixtures.weather(kelvin: 301)))
        service.set(Fixtures.paris, .failure(.serviceUnavailable(statusCode: 503)))

        let reports = try await repository().reports(policy: .cacheFirst(lifetime: 600))

        #expect(reports.map(\.place.name) == ["Tokyo", "Madrid", "Paris"])
        #expect(
            reports.map(\.origin) == [.network, .cache, .fallback(.serviceUnavailable(statusCode: 503))])
        #expect(Set(service.calls) == [Fixtures.tokyo.coordinates, Fixtures.paris.coordinates])
        #expect(service.calls.count == 2)
    }

    @Test(arguments: [
        WeatherError.rateLimited(retryAfterSeconds: 30), .timedOut, .apiKeyRejected,
        .networkUnavailable(detail: "no route"),
    ])
    func aFailureThatAffectsEveryRequestStopsFurtherRequests(failure: WeatherError) async throws {
        for place in [Fixtures.tokyo, Fixtures.madrid, Fixtures.paris] {
            try await saveOld(place, age: 900)
            service.set(place, .failure(failure))
        }

        let reports = try await repository(concurrency: 1).reports(policy: .refresh)

        #expect(service.calls.count == 1)
        #expect(reports.map(\.origin) == Array(repeating: .fallback(failure), count: 3))
    }

    @Test func listOfflineReturnsEveryCopyAsOffline() async throws {
        try await saveOld(Fixtures.tokyo, age: 900)
        try await saveOld(Fixtures.madrid, age: 5)

        let reports = try await repository().reports(policy: .offline)

        #expect(reports.map(\.origin) == [.offline, .offline])
        #expect(service.calls.isEmpty)
    }
}
