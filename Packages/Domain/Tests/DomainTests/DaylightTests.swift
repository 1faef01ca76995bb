import Domain
import Foundation
import Testing

/// Daylight, computed with no service, against published sunrise and sunset times and against the polar
/// rule the cards already use.
struct DaylightTests {
    private static func noon(_ text: String) -> Date {
        let formatter = ISO8601DateFormatter()
        return formatter.date(from: text + "T12:00:00Z")!
    }

    /// Day lengths as almanacs publish them (sunset minus sunrise, to the minute).
    @Test(arguments: [
        ("London", 51.5074, "2024-06-20", 16 * 60 + 38),
        ("London", 51.5074, "2024-12-21", 7 * 60 + 49),
        ("Quito", -0.1807, "2024-03-20", 12 * 60 + 7),
        ("Sydney", -33.8688, "2024-06-21", 9 * 60 + 53),
        ("Reykjavík", 64.1466, "2024-12-21", 4 * 60 + 7),
    ])
    func dayLengthsMatchAlmanacsWithinThreeMinutes(place: String, latitude: Double, day: String, minutes: Int)
    {
        let seconds = Daylight.seconds(latitude: latitude, on: Self.noon(day))
        #expect(abs(seconds / 60 - Double(minutes)) <= 3, "\(place) on \(day): \(seconds / 60) min")
    }

    @Test func nearTheEquinoxLondonGainsAboutThreeMinutesFortySecondsADay() {
        let change = Daylight.change(latitude: 51.5074, on: Self.noon("2024-03-20"))
        #expect((200...240).contains(change), "\(change) s")
        #expect(Daylight.change(latitude: 51.5074, on: Self.noon("2024-09-22")) < -200)
    }

    @Test func polarDaysAndNightsAgreeWithThePolarRule() {
        let start = Self.noon("2026-01-01")
        for day in stride(from: 0, to: 366, by: 3) {
            let date = start.addingTimeInterval(Double(day) * 86_400)
            for latitude in stride(from: -89.0, through: 89.0, by: 1) {
                let seconds = Daylight.seconds(latitude: latitude, on: date)
                #expect((0...86_400).contains(seconds))
                switch PolarDaylight(latitude: latitude, on: date) {
                case .polarDay: #expect(seconds == 86_400, "\(latitude)° on day \(day)")
                case .polarNight: #expect(seconds == 0, "\(latitude)° on day \(day)")
                case nil: break
                }
            }
        }
    }
}
