import Domain
import Foundation
import Synchronization
import Testing

@testable import ProviderKit
@testable import WeatherData

/// The forecasts of several places go to a service that answers several at once in batches of its size,
/// and each place gets its own.
struct BatchedForecastTests {
    /// Answers two places a call, each with a forecast whose temperature follows its latitude; fails the
    /// batches holding a latitude in `failing`.
    final class BatchingForecastService: TestWeatherSource {
        let failing: Set<Double>
        private let recorded = Mutex<[[Double]]>([])

        init(failing: Set<Double> = []) {
            self.failing = failing
        }

        var placesPerRequest: Int { 2 }
        var batches: [[Double]] { recorded.withLock { $0 } }

        func forecast(at coordinates: Coordinates) async throws(WeatherError) -> Forecast {
            Issue.record("a batching service was asked about one place on its own")
            throw .internalFailure(detail: "unexpected call")
        }

        func forecasts(at coordinates: [Coordinates]) async throws(WeatherError) -> [Result<
            Forecast, WeatherError
        >] {
            let latitudes = coordinates.map(\.latitude)
            recorded.withLock { $0.append(latitudes) }
            #expect(latitudes.count <= placesPerRequest)
            if !failing.isDisjoint(with: latitudes) { throw .timedOut }
            return latitudes.map { .success(Self.forecast(at: $0)) }
        }

        static func forecast(at latitude: Double) -> Forecast {
            Fixtures.forecast(kelvin: 250 + latitude)
        }
    }

    private let clock = FixedClock()
    private let store: SQLiteWeatherStore
    private let places = [Fixtures.tokyo, Fixtures.madrid, Fixtures.paris]

    init() throws {
        store = try SQLiteWeatherStore()
    }

    private func saved() async throws {
        for place in places {
            try await store.save(place, weather: Fixtures.weather(), fetchedAt: clock.now)
        }
    }

    @Test func onlyTheDueForecastsAreFetchedInBatchesAndEachPlaceGetsItsOwn() async throws {
        try await saved()
        try await store.saveForecast(
            Fixtures.forecast(kelvin: 270), for: Fixtures.madrid.key, fetchedAt: clock.now)
        let service = BatchingForecastService()
        let repository = KeptDataRepository(
            .forecasts(store: store, service: service.forecastService.checked { clock.now }), clock: clock)

        let results = await repository.forecasts(
            for: places + [Fixtures.tokyo], policy: .cacheFirst(lifetime: 600))

        let reports = try results.map { try $0.get() }
        #expect(reports.map(\.place.name) == ["Tokyo", "Madrid", "Paris", "Tokyo"])
        #expect(reports.map(\.origin) == [.network, .cache, .network, .network])
        #expect(service.batches == [[35.6895, 48.85341], [35.6895]], "Madrid's fresh copy is not asked for")
        #expect(reports[0].forecast == BatchingForecastService.forecast(at: 35.6895))
        #expect(reports[2].forecast == BatchingForecastService.forecast(at: 48.85341))
        #expect(try await store.forecast(for: Fixtures.paris.key)?.value == reports[2].forecast)
    }

    @Test func aFailedBatchFallsBackForItsPlacesOnly() async throws {
        try await saved()
        for place in places {
            try await store.saveForecast(
                Fixtures.forecast(kelvin: 270), for: place.key,
                fetchedAt: clock.now.addingTimeInterval(-3_600))
        }
        let service = BatchingForecastService(failing: [48.85341])
        let repository = KeptDataRepository(
            .forecasts(store: store, service: service.forecastService.checked { clock.now }), clock: clock)

        let reports = try await repository.forecasts(for: places, policy: .refresh).map { try $0.get() }

        #expect(reports.map(\.origin) == [.network, .network, .fallback(.timedOut)])
        #expect(reports[2].forecast == Fixtures.forecast(kelvin: 270), "the kept copy")
    }
}
