import Foundation
import Testing

@testable import Domain

/// The one check every fetched value passes: what it lets through, what it refuses and why, and that a note
/// on who gave the value keeps it checked.
struct CheckedTests {
    static let now = PhysicalBoundsTests.now

    @Test func aBelievableValuePassesAsItCame() throws {
        let weather = PhysicalBoundsKindsTests.weather()
        #expect(try Checked(weather, at: Self.now).value == weather)
    }

    @Test func aValueOutsideBoundsIsAnUnreadableReplyThatSaysWhy() throws {
        let weather = PhysicalBoundsKindsTests.weather(offset: 1_000_000_000)
        let problem = try #require(weather.implausibility(at: Self.now))
        #expect(throws: WeatherError.unreadableResponse(detail: problem)) {
            try Checked(weather, at: Self.now)
        }
        #expect(
            Result.success(weather).checked(at: Self.now).map(\.value)
                == .failure(.unreadableResponse(detail: problem)))
    }

    @Test func aFailureGoesThroughUnchanged() {
        let failed = Result<CurrentWeather, WeatherError>.failure(.timedOut)
        #expect(failed.checked(at: Self.now).map(\.value) == .failure(.timedOut))
    }

    @Test func alertsAreCheckedByTheirTimes() {
        let late = WeatherAlert(
            event: "Wind", severity: .moderate, headline: "Wind", issuer: "MET Norway",
            start: Self.now.addingTimeInterval(2 * 366 * 86_400), end: nil)
        let issued = IssuedAlerts(source: nil, alerts: [late])
        #expect(issued.implausibility(at: Self.now) == [late].implausibility(at: Self.now))
        #expect(issued.implausibility(at: Self.now) != nil)
    }

    @Test func aNoteOnWhoGaveTheValueKeepsItChecked() throws {
        let checked = try Checked(PhysicalBoundsKindsTests.weather(), at: Self.now)
        let noted = checked.noting { $0.reported(by: .metNorway) }
        #expect(noted.value.provider == .metNorway)
        #expect(noted.value.readings == checked.value.readings)
    }
}
