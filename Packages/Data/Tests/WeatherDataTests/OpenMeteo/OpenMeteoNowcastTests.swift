import Domain
import Foundation
import Logging
import Testing

@testable import OpenMeteoProvider

/// Open-Meteo's 15-minute steps as a reading keeps them: the ten quarter hours asked for, from the one in
/// progress, so that "Next 2 h" speaks of two whole hours while the reading is fresh.
struct OpenMeteoNowcastTests {
    /// The fixture's reading, observed at 1717815600, a quarter hour's start, as Open-Meteo's are.
    static let observed: Double = 1_717_815_600

    /// The fixture's current weather with `count` dry steps from `first`, observed at `observed`.
    private static func weather(steps count: Int, from first: Double, observed: Double = observed)
        async throws -> CurrentWeather
    {
        let times = (0..<count).map { String(Int(first) + $0 * 900) }.joined(separator: ",")
        let amounts = Array(repeating: "0.0", count: count).joined(separator: ",")
        let body =
            OpenMeteoFixtures.current
            .replacingOccurrences(of: #""time":1717815600,"#, with: "\"time\":\(Int(observed)),")
            .dropLast() + #","minutely_15":{"time":[\#(times)],"precipitation":[\#(amounts)]}}"#
        let service = OpenMeteoService(
            forecastURL: URL(string: "https://api.example.test")!,
            geocodingURL: URL(string: "https://geo.example.test")!, http: StubHTTPClient(body: String(body)),
            monitor: StubNetworkMonitor(), logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() })
        return try await service.currentWeather(at: OpenMeteoServiceTests.tokyo)
    }

    @Test func theTenQuarterHoursFromTheOneInProgressAreKept() async throws {
        let weather = try await Self.weather(steps: 14, from: Self.observed - 1_800)
        let steps = try #require(weather.nowcast?.steps)
        #expect(steps.count == Nowcast.keptSteps)
        #expect(steps.first?.time == Date(timeIntervalSince1970: Self.observed))

        let midQuarter = try await Self.weather(
            steps: 14, from: Self.observed - 1_800, observed: Self.observed + 420)
        #expect(midQuarter.nowcast?.steps.first?.time == Date(timeIntervalSince1970: Self.observed))
        #expect(midQuarter.nowcast?.steps.count == Nowcast.keptSteps)
    }

    /// Shown at any minute of the half hour after it was observed, the kept reading still covers two hours.
    @Test(arguments: Array(stride(from: 0.0, through: 1_500, by: 60)))
    func aKeptReadingSpeaksOfTwoHoursForHalfAnHour(secondsLater: Double) async throws {
        let weather = try await Self.weather(steps: Nowcast.keptSteps, from: Self.observed)
        let outlook = weather.nowcast?.outlook(at: Date(timeIntervalSince1970: Self.observed + secondsLater))
        #expect(outlook == .dry(coveredMinutes: 120))
    }
}
