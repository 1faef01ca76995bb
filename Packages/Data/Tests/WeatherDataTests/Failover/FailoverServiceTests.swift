import Domain
import Foundation
import Logging
import Synchronization
import Testing

@testable import MetNorwayProvider
@testable import OpenMeteoProvider
@testable import OpenWeatherMapProvider
@testable import ProviderKit
@testable import WeatherData

/// The failover chain over stand-in providers: who is asked, in what order, what the answer carries, and
/// which failures end the asking.
struct FailoverServiceTests {
    /// A provider that answers each call with the next of its results, and counts the calls.
    final class ScriptedProvider: TestWeatherSource {
        private let state: Mutex<(results: [Result<CurrentWeather, WeatherError>], calls: Int)>
        private let answers: Bool

        /// A provider that never `answers` waits until its task is cancelled, however long that takes.
        init(_ results: [Result<CurrentWeather, WeatherError>], answers: Bool = true) {
            state = Mutex((results, 0))
            self.answers = answers
        }

        var calls: Int { state.withLock { $0.calls } }

        func currentWeather(at coordinates: Coordinates) async throws(WeatherError) -> CurrentWeather {
            if !answers {
                // A stream nothing is ever sent on: its iteration ends only when the task is cancelled.
                let (silence, end) = AsyncStream<Never>.makeStream()
                for await _ in silence {}
                end.finish()
                throw .timedOut
            }
            let result = state.withLock { state in
                state.calls += 1
                return state.results.isEmpty ? state.results.last : state.results.removeFirst()
            }
            return try (result ?? .failure(.internalFailure(detail: "unscripted"))).get()
        }

        func forecast(at coordinates: Coordinates) async throws(WeatherError) -> Forecast {
            let weather = try await currentWeather(at: coordinates)
            return Forecast(
                entries: [
                    ForecastEntry(
                        time: weather.observedAt, readings: weather.readings, precipitationProbability: nil)!
                ],
                utcOffsetSeconds: nil, sunrise: nil, sunset: nil)
        }
    }

    static let point = Fixtures.tokyo.coordinates

    final class Checks: ProviderCheckStore {
        private let kept = Mutex<[ProviderCheck]>([])
        var all: [ProviderCheck] { kept.withLock { $0 } }
        func providerChecks() throws(WeatherError) -> [ProviderCheck] { all }
        func record(_ check: ProviderCheck) throws(WeatherError) { kept.withLock { $0.append(check) } }
    }

    /// wxapp's own budget, with room for `requestsLeft` requests now.
    struct FixedRequestBudget: RequestBudget {
        var requestsLeft: Int
    }

    static let roomyBudget = FixedRequestBudget(requestsLeft: 10_000)

    static func chain(
        _ providers: [(WeatherProvider, ScriptedProvider)], budget: Duration = .seconds(30),
        checks: Checks? = nil, clock: FixedClock = FixedClock()
    ) -> FailoverService {
        FailoverService(
            links: providers.map {
                ProviderLink(
                    provider: $0.0, weather: $0.1.currentWeatherService, forecasts: $0.1.forecastService,
                    budget: roomyBudget)
            },
            budget: budget,
            checks: checks, clock: clock, logger: Logger(label: "test"))
    }

    static let faults: [WeatherError] = [
        .timedOut, .connectionRefused(host: "127.0.0.1", detail: "refused"),
        .serviceUnavailable(statusCode: 500),
        .serviceUnavailable(statusCode: 503), .rateLimited(retryAfterSeconds: 30),
        .unreadableResponse(detail: "not JSON"),
    ]

    @Test(arguments: faults)
    func aFaultOfTheFirstIsAnsweredByTheNextWhichIsCreditedWithWhatWasPassedOver(_ fault: WeatherError)
        async throws
    {
        let first = ScriptedProvider([.failure(fault)])
        let second = ScriptedProvider([.success(Fixtures.weather())])
        let checks = Checks()
        let weather = try await Self.chain([(.openMeteo, first), (.metNorway, second)], checks: checks)
            .currentWeather(at: Self.point)
        #expect(weather.provider == .metNorway)
        #expect(weather.passedOver == [ProviderFailure(provider: .openMeteo, error: fault)])
        #expect((first.calls, second.calls) == (1, 1))
        #expect(checks.all.map(\.provider) == [.openMeteo, .metNorway])
        #expect(checks.all.map { $0.failure == nil } == [false, true])
    }

    /// A value outside physical bounds is data that cannot be read, which the next provider may not share.
    @Test func anAnswerOutsidePhysicalBoundsIsAskedOfTheNext() async throws {
        let first = ScriptedProvider([.success(Fixtures.weather(kelvin: 1_000))])
        let second = ScriptedProvider([.success(Fixtures.weather())])
        let chain = Self.chain([(.metNorway, first), (.openMeteo, second)])

        let weather = try await chain.currentWeather(at: Self.point)
        #expect(weather.provider == .openMeteo && weather.temperature?.kelvin == 291.15)
        let failure = try #require(weather.passedOver.first)
        #expect(failure.provider == .metNorway)
        guard case .unreadableResponse(let detail) = failure.error else {
            Issue.record("\(failure.error)")
            return
        }
        #expect(detail.contains("outside physical bounds"), "\(detail)")

        let forecast = try await Self.chain([
            (.metNorway, ScriptedProvider([.success(Fixtures.weather(kelvin: 1_000))])),
            (.openMeteo, ScriptedProvider([.success(Fixtures.weather())])),
        ]).forecast(at: Self.point)
        #expect(forecast.provider == .openMeteo && forecast.passedOver.map(\.provider) == [.metNorway])
    }

    /// A provider that timed out, refused or limited requests is not asked again in the same run: the next
    /// batch of places goes straight to the next provider.
    @Test(arguments: [
        WeatherError.timedOut, .connectionRefused(host: "api.met.no", detail: "refused"),
        .rateLimited(retryAfterSeconds: 600),
    ])
    func aProviderThatFailedForEveryRequestIsNotAskedAgainInTheRun(_ fault: WeatherError) async throws {
        let first = ScriptedProvider([.failure(fault), .success(Fixtures.weather())])
        let second = ScriptedProvider(Array(repeating: .success(Fixtures.weather()), count: 3))
        let checks = Checks()
        let chain = Self.chain([(.metNorway, first), (.openMeteo, second)], checks: checks)

        for _ in 0..<3 {
            let weather = try await chain.currentWeather(at: Self.point)
            #expect(weather.provider == .openMeteo)
            #expect(weather.passedOver == [ProviderFailure(provider: .metNorway, error: fault)])
        }
        #expect((first.calls, second.calls) == (1, 3))
        #expect(checks.all.filter { $0.provider == .metNorway }.count == 1, "only what it did when asked")
    }

    @Test func aProviderThatFailedOnlyForOnePlaceIsAskedAgain() async throws {
        let first = ScriptedProvider([
            .failure(.serviceUnavailable(statusCode: 500)), .success(Fixtures.weather()),
        ])
        let second = ScriptedProvider([.success(Fixtures.weather())])
        let chain = Self.chain([(.metNorway, first), (.openMeteo, second)])

        #expect(try await chain.currentWeather(at: Self.point).provider == .openMeteo)
        #expect(try await chain.currentWeather(at: Self.point).provider == .metNorway)
    }

    static let userErrors: [WeatherError] = [
        .apiKeyRejected, .apiKeyMissing, .placeNotFound(query: "Narnia"),
        .networkUnavailable(detail: "there is no network route to api.open-meteo.com"),
        .userAgentRefused(service: "MET Norway", userAgent: "wxapp/0.1.0"),
        .storage(path: "/x", detail: "full"),
    ]

    @Test(arguments: userErrors)
    func aUserErrorOrADownNetworkEndsTheAskingWithThatError(_ error: WeatherError) async throws {
        let first = ScriptedProvider([.failure(error)])
        let second = ScriptedProvider([.success(Fixtures.weather())])
        await #expect(throws: error) {
            try await Self.chain([(.openWeatherMap, first), (.openMeteo, second)]).currentWeather(
                at: Self.point)
        }
        #expect(second.calls == 0)
    }
}
