import Domain
import Testing

@testable import MetNorwayProvider
@testable import OpenMeteoProvider
@testable import OpenWeatherMapProvider
@testable import WeatherData

/// Which faults are remembered, and for how long.
struct ProviderOutagesTests {
    typealias Answer = Result<Int, WeatherError>

    @Test(arguments: [
        WeatherError.timedOut, .connectionRefused(host: "api.met.no", detail: ""),
        .rateLimited(retryAfterSeconds: nil),
    ])
    func aFaultOfEveryRequestIsRemembered(_ fault: WeatherError) {
        let outages = ProviderOutages(memory: .seconds(50), clock: FixedClock())
        outages.note(.metNorway, [Answer.failure(fault), .failure(fault)])
        #expect(outages.outage(of: .metNorway) == fault)
        #expect(outages.outage(of: .openMeteo) == nil)
    }

    @Test func aFaultOfOnePlaceOrAnAnswerIsNot() {
        let outages = ProviderOutages(memory: .seconds(50), clock: FixedClock())
        outages.note(.metNorway, [Answer.failure(.serviceUnavailable(statusCode: 500))])
        outages.note(.openMeteo, [Answer.failure(.timedOut), .success(1)])
        #expect(outages.outage(of: .metNorway) == nil)
        #expect(outages.outage(of: .openMeteo) == nil)
    }

    @Test func aFaultIsForgottenAfterTheMemory() {
        let clock = FixedClock()
        let outages = ProviderOutages(memory: .seconds(50), clock: clock)
        outages.note(.metNorway, [Answer.failure(.timedOut)])

        clock.advance(by: 49.9)
        #expect(outages.outage(of: .metNorway) == .timedOut)
        clock.advance(by: 0.1)
        #expect(outages.outage(of: .metNorway) == nil, "a long watch asks the provider again")
    }

    @Test func aRetryAfterLongerThanTheMemoryIsKept() {
        let clock = FixedClock()
        let outages = ProviderOutages(memory: .seconds(50), clock: clock)
        outages.note(.metNorway, [Answer.failure(.rateLimited(retryAfterSeconds: 600))])

        clock.advance(by: 599)
        #expect(outages.outage(of: .metNorway) == .rateLimited(retryAfterSeconds: 600))
        clock.advance(by: 1)
        #expect(outages.outage(of: .metNorway) == nil)
    }

    @Test func wxappsOwnRequestBudgetIsNoOutage() {
        let outages = ProviderOutages(memory: .seconds(50), clock: FixedClock())
        let heldBack = WeatherError.requestBudgetSpent(
            host: "api.openweathermap.org", requestsPerMinute: 50, retryAfterSeconds: 58)
        outages.note(.openWeatherMap, [Answer.failure(heldBack), .failure(heldBack)])
        #expect(outages.outage(of: .openWeatherMap) == nil, "the budget itself says when it has room")
    }
}
