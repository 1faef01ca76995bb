import Foundation
import PropertyBased
import Testing

@testable import Presentation

struct LocalTimeTextTests {
    let noonUTC = FixedClock.testNow

    @Test func showsTheTimeInThePlacesOwnOffset() {
        #expect(LocalTimeText.clock(noonUTC, utcOffsetSeconds: 32_400) == "21:00")
        #expect(LocalTimeText.clock(noonUTC, utcOffsetSeconds: -18_000) == "07:00")
        #expect(LocalTimeText.dateTime(noonUTC, utcOffsetSeconds: -46_800) == "2024-04-30 23:00")
        #expect(LocalTimeText.dateTime(noonUTC, utcOffsetSeconds: 19_800) == "2024-05-01 17:30")
    }

    @Test func labelsOffsets() {
        #expect(LocalTimeText.offset(0) == "UTC")
        #expect(LocalTimeText.offset(32_400) == "UTC+09:00")
        #expect(LocalTimeText.offset(-18_000) == "UTC-05:00")
        #expect(LocalTimeText.offset(19_800) == "UTC+05:30")
    }

    @Test(arguments: [
        (951_825_600.0, "2000-02-29 12:00"),  // a leap day of a year divisible by 400
        (-2_203_891_200.0, "1900-03-01 00:00"),  // 1900 has no 29 February
        (4_107_456_000.0, "2100-02-28 00:00"),
        (4_107_542_400.0, "2100-03-01 00:00"),
        (-1.0, "1969-12-31 23:59"),  // before 1970, seconds are truncated towards the past
        (-62_135_596_800.0, "1-01-01 00:00"),
        (253_402_300_799.0, "9999-12-31 23:59"),
    ])
    func readsCalendarEdgesInUTC(seconds: Double, expected: String) {
        #expect(LocalTimeText.dateTime(Date(timeIntervalSince1970: seconds), utcOffsetSeconds: 0) == expected)
    }

    /// Between about 1700 and 2300, where the proleptic Gregorian calendar is uncontroversial,
    /// at whole, half and quarter hours on both sides of UTC.
    @Test func agreesWithFoundationsGregorianCalendar() async {
        let seconds = Gen.int(in: -9_000_000_000...9_000_000_000)
        let offset = Gen.int(in: -72...72).map { $0 * 900 }
        await propertyCheck(count: 2_000, input: seconds, offset) { seconds, offset in
            let date = Date(timeIntervalSince1970: Double(seconds) + 0.75)
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(secondsFromGMT: offset)!
            let expected = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
            let time = CivilTime(date, utcOffsetSeconds: offset)
            #expect(
                [time.year, time.month, time.day, time.hour, time.minute]
                    == [expected.year, expected.month, expected.day, expected.hour, expected.minute])
        }
    }

    @Test func takesAnOffsetNoTimeZoneHasAsUTC() {
        #expect(LocalTimeText.clock(noonUTC, utcOffsetSeconds: 18 * 3_600) == "06:00")
        #expect(LocalTimeText.clock(noonUTC, utcOffsetSeconds: 18 * 3_600 + 1) == "12:00")
        #expect(LocalTimeText.clock(noonUTC, utcOffsetSeconds: Int.min) == "12:00")
        #expect(LocalTimeText.clock(noonUTC, utcOffsetSeconds: Int.max) == "12:00")
    }

    @Test func holdsMomentsOutsideAnyCalendarAtABound() {
        #expect(CivilTime(Date(timeIntervalSince1970: .infinity), utcOffsetSeconds: 0).year == 33_658)
        #expect(CivilTime(Date(timeIntervalSince1970: -.infinity), utcOffsetSeconds: 0).year == -29_719)
        #expect(
            CivilTime(Date(timeIntervalSince1970: .nan), utcOffsetSeconds: 0)
                == CivilTime(
                    Date(timeIntervalSince1970: 0), utcOffsetSeconds: 0))
    }
}
