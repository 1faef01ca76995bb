import Domain
import Foundation
import Logging
import Testing

@testable import MetNorwayProvider
@testable import OpenMeteoProvider
@testable import ProviderKit
@testable import WeatherData

/// A provider is never asked for a place outside its reach: the place goes on to the next provider, and
/// only the provider chosen is named among the failures passed over.
struct FailoverReachTests {
    typealias ScriptedProvider = FailoverServiceTests.ScriptedProvider

    /// A provider with data for Japan alone.
    static let regional = WeatherProvider(
        id: "regional", displayName: "Regional", forecastDays: 7, forecastSteps: .hourly, key: nil,
        extras: [],
        reach: Reach(area: "Japan") { [Reach.Outline([(24, 122), (24, 146), (46, 146), (46, 122)])] })

    static let tokyo = Fixtures.tokyo.coordinates
    static let paris = Fixtures.paris.coordinates

    private static func chain(_ providers: [(WeatherProvider, ScriptedProvider)]) -> FailoverService {
        FailoverService(
            links: providers.map {
                ProviderLink(
                    provider: $0.0, weather: $0.1.currentWeatherService, forecasts: $0.1.forecastService,
                    budget: FailoverServiceTests.roomyBudget)
            },
            budget: .seconds(30), checks: nil, clock: FixedClock(), logger: Logger(label: "test"))
    }

    @Test func aPlaceInsideTheReachIsAskedOfTheProvider() async throws {
        let regional = ScriptedProvider([.success(Fixtures.weather())])
        let other = ScriptedProvider([.success(Fixtures.weather())])
        let weather = try await Self.chain([(Self.regional, regional), (.openMeteo, other)])
            .currentWeather(at: Self.tokyo)
        #expect(weather.provider == Self.regional && weather.passedOver.isEmpty)
        #expect((regional.calls, other.calls) == (1, 0))
    }

    /// Chosen, the provider is named with why it was passed over; it is asked nothing.
    @Test func aPlaceOutsideTheReachOfTheChosenProviderGoesToTheNextWithTheReason() async throws {
        let regional = ScriptedProvider([.success(Fixtures.weather())])
        let other = ScriptedProvider([.success(Fixtures.weather())])
        let weather = try await Self.chain([(Self.regional, regional), (.openMeteo, other)])
            .currentWeather(at: Self.paris)
        #expect(weather.provider == .openMeteo)
        #expect(
            weather.passedOver == [
                ProviderFailure(
                    provider: Self.regional, error: .outsideReach(provider: "Regional", area: "Japan"))
            ])
        #expect((regional.calls, other.calls) == (0, 1))
    }

    /// Further down the order, the provider is passed over in silence: the place was never its to answer.
    @Test func aProviderOutsideItsReachLaterInTheOrderIsPassedOverInSilence() async throws {
        let first = ScriptedProvider([.failure(.serviceUnavailable(statusCode: 503))])
        let regional = ScriptedProvider([.success(Fixtures.weather())])
        let last = ScriptedProvider([.success(Fixtures.weather())])
        let weather = try await Self.chain([
            (.openMeteo, first), (Self.regional, regional), (.metNorway, last),
        ])
        .currentWeather(at: Self.paris)
        #expect(weather.provider == .metNorway)
        #expect(weather.passedOver.map(\.provider) == [.openMeteo])
        #expect(regional.calls == 0)

        let failing = ScriptedProvider([.failure(.serviceUnavailable(statusCode: 503))])
        let result = await #expect(throws: WeatherError.self) {
            try await Self.chain([(.openMeteo, failing), (Self.regional, regional)]).forecast(at: Self.paris)
        }
        #expect(result == .serviceUnavailable(statusCode: 503))
    }

    /// With no provider to fall back to, the place fails with the reach as its reason.
    @Test func aPlaceOutsideTheReachOfTheOnlyProviderFailsWithTheReach() async throws {
        let regional = ScriptedProvider([.success(Fixtures.weather())])
        let results = try await Self.chain([(Self.regional, regional)])
            .currentWeather(at: [Self.paris, Self.tokyo])
        #expect(results.count == 2)
        #expect(throws: WeatherError.outsideReach(provider: "Regional", area: "Japan")) {
            try results[0].get()
        }
        #expect(try results[1].get().provider == Self.regional)
        #expect(regional.calls == 1)
    }

    /// The outline's edge cases: a point on no side of a thin outline, the poles, the antimeridian.
    @Test func anOutlineHoldsWhatIsInsideAndNothingElse() {
        let outline = Reach.Outline([(24, 122), (24, 146), (46, 146), (46, 122)])
        let inside = [(35.7, 139.7), (24.01, 122.01), (45.99, 145.99)]
        let outside = [
            (48.9, 2.35), (23.99, 130), (46.01, 130), (35, 121.99), (35, 146.01), (90, 0), (-90, 0),
        ]
        for (latitude, longitude) in inside {
            #expect(outline.contains(Coordinates(latitude: latitude, longitude: longitude)!))
        }
        for (latitude, longitude) in outside {
            #expect(!outline.contains(Coordinates(latitude: latitude, longitude: longitude)!))
        }
        #expect(Reach.everywhere.contains(Coordinates(latitude: -90, longitude: 180)!))
    }
}
