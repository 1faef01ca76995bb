import Domain
import Foundation
import Testing

@testable import Presentation

/// `wxapp normals`: the week it lists starts on the place's own today, by its clock, not the machine's or UTC's.
struct NormalsCommandTests {
    /// Normals for 1–9 May, each high a degree above the day's number.
    static let normals = ClimateNormals(
        days: (1...9).map {
            ClimateNormals.Day(
                month: 5, day: $0, high: Temperature(celsius: Double($0) + 1), low: Temperature(celsius: 0))
        })

    static func run(at now: Date) async -> CommandLineRun {
        let tokyo = WeatherReport.stub()
        var fakes = FakeServices(
            repository: FakeWeatherRepository(saved: [tokyo]), clock: FixedClock(now: now))
        fakes.normals = FakeNormalsRepository(kept: [tokyo.place.key: normals])
        return await CommandLineRun.of(["normals", "Japan", "--format", "plain"], in: fakes)
    }

    /// At 20:00 UTC on 1 May it is already 2 May in Tokyo (UTC+9, its kept reading's offset).
    @Test func theWeekStartsOnThePlacesToday() async {
        let evening = await Self.run(at: FixedClock.testNow.addingTimeInterval(8 * 3_600))
        let lines = evening.stdout.split(separator: "\n").map(String.init)
        #expect(evening.exitCode == 0, "\(evening)")
        #expect(lines.count == 9, "\(evening)")
        #expect(lines.dropFirst().first?.hasPrefix("2 May: high 3°C") == true, "\(evening)")
        #expect(lines.dropFirst(7).first?.hasPrefix("8 May: high 9°C") == true, "\(evening)")

        let noon = await Self.run(at: FixedClock.testNow)
        #expect(
            noon.stdout.split(separator: "\n").dropFirst().first?.hasPrefix("1 May: high 2°C") == true,
            "\(noon)")
    }
}
