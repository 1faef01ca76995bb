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

extension FailoverServiceTests {
    @Test func whenEveryProviderFailsThePlaceFailsWithEachFailureInOrder() async throws {
        let providers: [(WeatherProvider, ScriptedProvider)] = [
            (.openWeatherMap, ScriptedProvider([.failure(.serviceUnavailable(statusCode: 502))])),
            (.openMeteo, ScriptedProvider([.failure(.timedOut)])),
            (.metNorway, ScriptedProvider([.failure(.rateLimited(retryAfterSeconds: nil))])),
        ]
        await #expect(
            throws: WeatherError.allProvidersFailed([
                ProviderFailure(provider: .openWeatherMap, error: .serviceUnavailable(statusCode: 502)),
                ProviderFailure(provider: .openMeteo, error: .timedOut),
                ProviderFailure(provider: .metNorway, error: .rateLimited(retryAfterSeconds: nil)),
            ])
        ) {
            try await Self.chain(providers).currentWeather(at: Self.point)
        }
    }

    @Test func aLaterProvidersUserErrorStillNamesEveryFailure() async throws {
        let providers: [(WeatherProvider, ScriptedProvider)] = [
            (.openMeteo, ScriptedProvider([.failure(.serviceUnavailable(statusCode: 500))])),
            (
                .metNorway,
                ScriptedProvider([.failure(.userAgentRefused(service: "MET Norway", userAgent: "x"))])
            ),
        ]
        await #expect(
            throws: WeatherError.allProvidersFailed([
                ProviderFailure(provider: .openMeteo, error: .serviceUnavailable(statusCode: 500)),
                ProviderFailure(
                    provider: .metNorway, error: .userAgentRefused(service: "MET Norway", userAgent: "x")),
            ])
        ) {
            try await Self.chain(providers).currentWeather(at: Self.point)
        }
    }

    @Test func withOneProviderItsFailureIsReportedAsItIs() async throws {
        let only = ScriptedProvider([.failure(.serviceUnavailable(statusCode: 500))])
        await #expect(throws: WeatherError.serviceUnavailable(statusCode: 500)) {
            try await Self.chain([(.openMeteo, only)]).currentWeather(at: Self.point)
        }
    }

    @Test func theFirstAnsweringIsNotChargedWithFailuresAndLaterOnesAreNotAsked() async throws {
        let first = ScriptedProvider([.success(Fixtures.weather())])
        let second = ScriptedProvider([.success(Fixtures.weather())])
        let weather = try await Self.chain([(.openMeteo, first), (.metNorway, second)]).currentWeather(
            at: Self.point)
        #expect(weather.provider == .openMeteo && weather.passedOver.isEmpty)
        #expect(second.calls == 0)
    }

    @Test func aProviderThatOutlivesItsShareOfTheBudgetIsCutOffAndTheNextAnswers() async throws {
        let clock = FixedClock()
        let silent = ScriptedProvider([.success(Fixtures.weather())], answers: false)
        let fast = ScriptedProvider([.success(Fixtures.weather())])
        let chain = Self.chain([(.openMeteo, silent), (.metNorway, fast)], budget: .seconds(2), clock: clock)

        async let asked = chain.currentWeather(at: Self.point)
        await clock.untilSomethingSleeps()
        clock.advance(by: 1)
        let weather = try await asked

        #expect(weather.provider == .metNorway)
        // The silent provider never answers; it is cut off at its half of the 2 s budget.
        #expect(weather.passedOver == [ProviderFailure(provider: .openMeteo, error: .timedOut)])
    }

    @Test func eachPlaceOfABatchIsAskedOfTheNextOnlyWhenItFailed() async throws {
        let tokyo = Fixtures.tokyo.coordinates
        let madrid = Fixtures.madrid.coordinates
        final class ByPlace: TestWeatherSource {
            let failing: Coordinates
            let asked = Mutex<[Coordinates]>([])
            init(failing: Coordinates) { self.failing = failing }
            func currentWeather(at coordinates: Coordinates) async throws(WeatherError) -> CurrentWeather {
                asked.withLock { $0.append(coordinates) }
                if coordinates == failing { throw .unreadableResponse(detail: "bad") }
                return Fixtures.weather()
            }
            func forecast(at coordinates: Coordinates) async throws(WeatherError) -> Forecast {
                throw .internalFailure(detail: "not used")
            }
        }
        let first = ByPlace(failing: madrid)
        let second = ByPlace(failing: Fixtures.paris.coordinates)
        let chain = FailoverService(
            links: [
                ProviderLink(
                    provider: .openMeteo, weather: first.currentWeatherService,
                    forecasts: first.forecastService, budget: Self.roomyBudget),
                ProviderLink(
                    provider: .metNorway, weather: second.currentWeatherService,
                    forecasts: second.forecastService, budget: Self.roomyBudget),
            ], budget: .seconds(30), checks: nil, clock: FixedClock(), logger: Logger(label: "test"))
        let results = try await chain.currentWeather(at: [tokyo, madrid])
        #expect(try results.map { try $0.get().provider } == [.openMeteo, .metNorway])
        #expect(second.asked.withLock { $0 } == [madrid])
    }

    @Test func forecastsAreCreditedToTheProviderThatAnswered() async throws {
        let first = ScriptedProvider([.failure(.serviceUnavailable(statusCode: 500))])
        let second = ScriptedProvider([.success(Fixtures.weather())])
        let forecast = try await Self.chain([(.openMeteo, first), (.metNorway, second)]).forecast(
            at: Self.point)
        #expect(forecast.provider == .metNorway)
        #expect(forecast.passedOver.map(\.provider) == [.openMeteo])
        #expect(!forecast.utcOffsetIsKnown, "crediting keeps an unknown offset unknown")
    }
}
