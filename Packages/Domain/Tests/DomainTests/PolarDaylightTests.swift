import Foundation
import Testing

@testable import Domain

struct PolarDaylightTests {
    static let midwinter = Date(timeIntervalSince1970: 1_766_318_400)  // 2025-12-21 12:00 UTC
    static let midsummer = Date(timeIntervalSince1970: 1_750_507_200)  // 2025-06-21 12:00 UTC
    static let equinox = Date(timeIntervalSince1970: 1_742_558_400)  // 2025-03-21 12:00 UTC

    /// Places and days whose polar daylight the almanacs agree on.
    @Test(arguments: [
        ("Longyearbyen", 78.22, midwinter, PolarDaylight.polarNight),
        ("Longyearbyen", 78.22, midsummer, .polarDay),
        ("Tromsø", 69.65, midwinter, .polarNight),
        ("Tromsø", 69.65, midsummer, .polarDay),
        ("McMurdo", -77.85, midwinter, .polarDay),
        ("McMurdo", -77.85, midsummer, .polarNight),
        ("North Pole", 90, midsummer, .polarDay),
        ("South Pole", -90, midsummer, .polarNight),
    ])
    func polarDaysAndNights(place: String, latitude: Double, date: Date, expected: PolarDaylight) {
        #expect(PolarDaylight(latitude: latitude, on: date) == expected, "\(place)")
    }

    @Test(arguments: [
        ("Tokyo", 35.69, midwinter), ("Quito", -0.22, midsummer), ("Reykjavík", 64.15, midsummer),
        ("Reykjavík", 64.15, midwinter), ("Murmansk", 68.97, equinox), ("Longyearbyen", 78.22, equinox),
    ])
    func theSunRisesAndSetsOrItIsTooCloseToSay(place: String, latitude: Double, date: Date) {
        #expect(PolarDaylight(latitude: latitude, on: date) == nil, "\(place)")
    }

    @Test func theDeclinationFollowsTheSeasons() {
        #expect(abs(PolarDaylight.solarDeclinationDegrees(on: Self.midsummer) - 23.44) < 0.5)
        #expect(abs(PolarDaylight.solarDeclinationDegrees(on: Self.midwinter) + 23.44) < 0.5)
        #expect(abs(PolarDaylight.solarDeclinationDegrees(on: Self.equinox)) < 1)
    }
}
