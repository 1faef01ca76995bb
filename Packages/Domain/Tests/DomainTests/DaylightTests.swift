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
    private static func day(_ text: String) -> LocalDate {
        LocalDate(containing: noon(text), utcOffsetSeconds: 0)
    }

    /// Day lengths as almanacs publish them (sunset minus sunrise, to the minute).
    @Test(arguments: [
        ("London", 51.5074, -0.1278, "2024-06-20", 16 * 60 + 38),
        ("London", 51.5074, -0.1278, "2024-12-21", 7 * 60 + 49),
        ("Quito", -0.1807, -78.4678, "2024-03-20", 12 * 60 + 7),
        ("Sydney", -33.8688, 151.2093, "2024-06-21", 9 * 60 + 53),
        ("Reykjavík", 64.1466, -21.9426, "2024-12-21", 4 * 60 + 7),
    ])
    func dayLengthsMatchAlmanacsWithinThreeMinutes(
        place: String, latitude: Double, longitude: Double, day: String, minutes: Int
    ) {
        let seconds = Daylight.seconds(
            at: Coordinates(latitude: latitude, longitude: longitude)!, on: Self.day(day))
        #expect(abs(seconds / 60 - Double(minutes)) <= 3, "\(place) on \(day): \(seconds / 60) min")
    }

    @Test func nearTheEquinoxLondonGainsAboutThreeMinutesFortySecondsADay() {
        let london = Coordinates(latitude: 51.5074, longitude: -0.1278)!
        let change = Daylight.change(at: london, on: Self.day("2024-03-20"))
        #expect((200...240).contains(change), "\(change) s")
        #expect(Daylight.change(at: london, on: Self.day("2024-09-22")) < -200)
    }

    /// The length shown is the sun times' own: sunset minus sunrise of the day, wherever both fall on it.
    @Test func theLengthIsSunsetMinusSunriseEverywhere() {
        for latitude in stride(from: -65.0, through: 65.0, by: 5) {
            for longitude in stride(from: -180.0, through: 180.0, by: 30) {
                let place = Coordinates(latitude: latitude, longitude: longitude)!
                let offset = Int((longitude / 15).rounded()) * 3_600
                for number in stride(from: 20_454, to: 20_454 + 365, by: 11) {
                    let day = LocalDate(daysSinceEpoch: number)
                    guard let times = SunTimes(at: place, on: day, utcOffsetSeconds: offset),
                        times.sunrise < times.sunset
                    else { continue }
                    #expect(
                        abs(
                            Daylight.seconds(at: place, on: day)
                                - times.sunset.timeIntervalSince(times.sunrise))
                            < 1, "\(latitude), \(longitude), day \(number)")
                }
            }
        }
    }

    @Test func polarDaysAndNightsAgreeWithThePolarRule() {
        let start = Self.noon("2026-01-01")
        for day in stride(from: 0, to: 366, by: 3) {
            let date = start.addingTimeInterval(Double(day) * 86_400)
            for latitude in stride(from: -89.0, through: 89.0, by: 1) {
                let seconds = Daylight.seconds(
                    at: Coordinates(latitude: latitude, longitude: 0)!,
                    on: LocalDate(containing: date, utcOffsetSeconds: 0))
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
