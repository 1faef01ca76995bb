import Domain
import Foundation
import Infrastructure
import Logging
import Synchronization
import Testing

@testable import MetNorwayProvider
@testable import OpenMeteoProvider
@testable import OpenWeatherMapProvider
@testable import ProviderKit
@testable import WeatherData

/// wxapp's own request budget in the failover chain: places beyond a provider's budget go to the next at
/// once, in its larger requests, and a request held back is never taken for a slow service.
struct FailoverBudgetTests {
    typealias FixedRequestBudget = FailoverServiceTests.FixedRequestBudget

    /// A provider that takes `placesPerRequest` places to a request, answers each place, and notes for
    /// each request whether a request to it might have waited for room in wxapp's own budget.
    final class RecordingProvider: TestWeatherSource {
        let placesPerRequest: Int
        private let failure: WeatherError?
        private let state = Mutex<(batches: [Int], mayWait: [Bool])>(([], []))

        init(placesPerRequest: Int, failure: WeatherError? = nil) {
            self.placesPerRequest = placesPerRequest
            self.failure = failure
        }

        var batches: [Int] { state.withLock { $0.batches } }
        var mayWait: [Bool] { state.withLock { $0.mayWait } }

        func currentWeather(at coordinates: Coordinates) async throws(WeatherError) -> CurrentWeather {
            guard let result = try await currentWeather(at: [coordinates]).first else {
                throw .internalFailure(detail: "no result")
            }
            return try result.get()
        }

        func currentWeather(at coordinates: [Coordinates]) async throws(WeatherError)
            -> [Result<CurrentWeather, WeatherError>]
        {
            state.withLock {
                $0.batches.append(coordinates.count)
                $0.mayWait.append(RateLimitedHTTPClient.mayWait)
            }
            if let failure { throw failure }
            return coordinates.map { _ in .success(Fixtures.weather()) }
        }

        func forecast(at coordinates: Coordinates) async throws(WeatherError) -> Forecast {
            throw .internalFailure(detail: "not used")
        }
    }

    static func chain(_ links: [(WeatherProvider, RecordingProvider, Int)], budget: Duration = .seconds(30))
        -> FailoverService
    {
        FailoverService(
            links: links.map {
                ProviderLink(
                    provider: $0.0, weather: $0.1.currentWeatherService, forecasts: $0.1.forecastService,
                    budget: FixedRequestBudget(requestsLeft: $0.2))
            },
            budget: budget, checks: nil, clock: FixedClock(), logger: Logger(label: "test"))
    }

    @Test func placesBeyondTheFirstProvidersBudgetGoToTheNextInItsLargerRequests() {
        let chain = Self.chain([
            (.openWeatherMap, RecordingProvider(placesPerRequest: 1), 3),
            (.openMeteo, RecordingProvider(placesPerRequest: 100), 50),
            (.metNorway, RecordingProvider(placesPerRequest: 1), 50),
        ])

        #expect(chain.requestSizes(forPlaces: 250) == [1, 1, 1, 100, 100, 47])
        #expect(chain.requestSizes(forPlaces: 2) == [1, 1])
        #expect(chain.requestSizes(forPlaces: 0) == [])
    }

    @Test func whatNoProviderHasRoomForGoesToTheLast() {
        let chain = Self.chain([
            (.openWeatherMap, RecordingProvider(placesPerRequest: 1), 0),
            (.openMeteo, RecordingProvider(placesPerRequest: 100), 1),
            (.metNorway, RecordingProvider(placesPerRequest: 1), 0),
        ])

        #expect(chain.requestSizes(forPlaces: 103) == [100, 1, 1, 1])
    }

    @Test func theOnlyProviderGetsEveryPlaceWhateverItsBudget() {
        let chain = Self.chain([(.openWeatherMap, RecordingProvider(placesPerRequest: 1), 0)])

        #expect(chain.requestSizes(forPlaces: 3) == [1, 1, 1])
    }

    @Test func aBudgetTooLargeToMultiplyIsRoomForEveryPlace() {
        let chain = Self.chain([
            (.openMeteo, RecordingProvider(placesPerRequest: 100), Int.max),
            (.metNorway, RecordingProvider(placesPerRequest: 1), 0),
        ])

        #expect(chain.requestSizes(forPlaces: 150) == [100, 50])
    }

    static let heldBack = WeatherError.requestBudgetSpent(
        host: "api.openweathermap.org", requestsPerMinute: 50, retryAfterSeconds: 58)

    @Test func placesHeldBackByTheBudgetAreAnsweredByTheNextInOneRequest() async throws {
        let first = RecordingProvider(placesPerRequest: 1, failure: Self.heldBack)
        let second = RecordingProvider(placesPerRequest: 100)
        let chain = Self.chain([(.openWeatherMap, first, 0), (.openMeteo, second, 50)])
        let points = (0..<5).compactMap { Coordinates(latitude: Double($0), longitude: 10) }

        let results = try await chain.currentWeather(at: points).map { try $0.get() }

        #expect(results.map(\.provider) == Array(repeating: .openMeteo, count: 5))
        #expect(
            results.map(\.passedOver)
                == Array(
                    repeating: [ProviderFailure(provider: .openWeatherMap, error: Self.heldBack)], count: 5))
        #expect(second.batches == [5])
    }

    @Test func withAnotherProviderToAskNoRequestMayWaitForRoom() async throws {
        let first = RecordingProvider(placesPerRequest: 1, failure: .serviceUnavailable(statusCode: 500))
        let second = RecordingProvider(placesPerRequest: 1)
        _ = try await Self.chain([(.openWeatherMap, first, 50), (.openMeteo, second, 50)])
            .currentWeather(at: FailoverServiceTests.point)

        #expect(first.mayWait == [false])
        #expect(second.mayWait == [false], "nor the last: with failover on, nothing waits")
    }

    @Test func theOnlyProvidersRequestsMayWaitForRoom() async throws {
        let only = RecordingProvider(placesPerRequest: 1)
        _ = try await Self.chain([(.openWeatherMap, only, 0)]).currentWeather(at: FailoverServiceTests.point)

        #expect(only.mayWait == [true])
    }

    @Test func whenEveryProviderIsHeldBackEachIsNamedAndNoneIsRecordedAsAsked() async throws {
        let checks = FailoverServiceTests.Checks()
        let metHeldBack = WeatherError.requestBudgetSpent(
            host: "api.met.no", requestsPerMinute: 50, retryAfterSeconds: 12)
        let chain = FailoverService(
            links: [
                ProviderLink(
                    provider: .openWeatherMap,
                    weather: RecordingProvider(placesPerRequest: 1, failure: Self.heldBack)
                        .currentWeatherService,
                    forecasts: RecordingProvider(placesPerRequest: 1).forecastService,
                    budget: FixedRequestBudget(requestsLeft: 0)),
                ProviderLink(
                    provider: .metNorway,
                    weather: RecordingProvider(placesPerRequest: 1, failure: metHeldBack)
                        .currentWeatherService,
                    forecasts: RecordingProvider(placesPerRequest: 1).forecastService,
                    budget: FixedRequestBudget(requestsLeft: 0)),
            ], budget: .seconds(30), checks: checks, clock: FixedClock(), logger: Logger(label: "test"))

        await #expect(
            throws: WeatherError.allProvidersFailed([
                ProviderFailure(provider: .openWeatherMap, error: Self.heldBack),
                ProviderFailure(provider: .metNorway, error: metHeldBack),
            ])
        ) {
            try await chain.currentWeather(at: FailoverServiceTests.point)
        }
        #expect(checks.all.isEmpty, "doctor does not show a provider as failing that was never asked")
    }

    @Test func aProviderHeldBackIsAskedAgainOnceItsBudgetHasRoom() async throws {
        // The budget, not a remembered outage, decides: the next call asks the provider again.
        let first = RecordingProvider(placesPerRequest: 1, failure: Self.heldBack)
        let second = RecordingProvider(placesPerRequest: 1)
        let chain = Self.chain([(.openWeatherMap, first, 0), (.openMeteo, second, 50)])

        _ = try await chain.currentWeather(at: FailoverServiceTests.point)
        _ = try await chain.currentWeather(at: FailoverServiceTests.point)

        #expect(first.batches == [1, 1])
    }
}
