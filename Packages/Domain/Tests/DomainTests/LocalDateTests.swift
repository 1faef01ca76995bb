import Foundation
import Testing

@testable import Domain

struct LocalDateTests {
    @Test(arguments: [
        (0, "1970-01-01", 4), (-1, "1969-12-31", 3), (19_782, "2024-02-29", 4), (19_844, "2024-05-01", 3),
        (10_956, "1999-12-31", 5), (10_957, "2000-01-01", 6), (-25_508, "1900-03-01", 4),
        (47_540, "2100-02-28", 0),
    ])
    func daysSinceEpochGiveTheCivilDateAndWeekday(days: Int, iso: String, weekday: Int) {
        let date = LocalDate(daysSinceEpoch: days)

        #expect(date.isoText == iso)
        #expect(date.weekday == weekday)
    }

    @Test func aDateIsCutAtTheLocalMidnightOfItsOffset() {
        let lateOnMayFirstUTC = ForecastEntry.mayFirst.addingTimeInterval(23 * 3_600 + 59 * 60)

        #expect(LocalDate(containing: lateOnMayFirstUTC, utcOffsetSeconds: 0).isoText == "2024-05-01")
        #expect(LocalDate(containing: lateOnMayFirstUTC, utcOffsetSeconds: 60).isoText == "2024-05-02")
        #expect(LocalDate(containing: ForecastEntry.mayFirst, utcOffsetSeconds: -1).isoText == "2024-04-30")
        #expect(LocalDate(containing: ForecastEntry.mayFirst, utcOffsetSeconds: 0).isoText == "2024-05-01")
    }

    @Test func datesCompareByDay() {
        #expect(LocalDate(daysSinceEpoch: 5) < LocalDate(daysSinceEpoch: 6))
        #expect(LocalDate(daysSinceEpoch: 5) == LocalDate(daysSinceEpoch: 5))
    }

    /// Every day from 1600 to 2400 as Foundation's Gregorian calendar in UTC numbers and names it, both ways.
    @Test func agreesWithFoundationsCalendarFrom1600To2400() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        let first = try #require(LocalDate(year: 1600, month: 1, day: 1)).daysSinceEpoch
        let last = try #require(LocalDate(year: 2400, month: 12, day: 31)).daysSinceEpoch
        var mismatches: [Int] = []
        for day in first...last {
            let date = Date(timeIntervalSince1970: Double(day * 86_400))
            let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: date)
            let local = LocalDate(daysSinceEpoch: day)
            if local.year != parts.year || local.month != parts.month || local.day != parts.day
                || local.weekday != parts.weekday! - 1
                || LocalDate(year: parts.year!, month: parts.month!, day: parts.day!) != local
                || (parts.day == 1
                    && LocalDate.length(ofMonth: parts.month!, in: parts.year!)
                        != calendar.range(of: .day, in: .month, for: date)!.count)
            {
                mismatches.append(day)
            }
        }
        #expect(mismatches.count == 0, "\(mismatches.count) days differ: \(mismatches.prefix(10))")
    }

    @Test(arguments: [
        (2023, 2, 29), (2024, 13, 1), (2024, 0, 1), (2024, 4, 31), (2024, 1, 0), (Int.max, 1, 1),
        (Int.min, 1, 1),
        (2_800_000, 1, 1),
    ])
    func aDayTheCalendarLacksIsNone(year: Int, month: Int, day: Int) {
        #expect(LocalDate(year: year, month: month, day: day) == nil)
    }

    /// The furthest years the calendar holds lie within its bound of days; a day count beyond the bound is
    /// held at it.
    @Test func theBoundsOfTheCalendarAreDays() throws {
        let limit = LocalDate.dayLimit / 366
        let last = try #require(LocalDate(year: limit, month: 12, day: 31))
        let first = try #require(LocalDate(year: -limit, month: 1, day: 1))
        #expect(last.year == limit && last.month == 12 && last.day == 31)
        #expect(first.year == -limit && first.month == 1 && first.day == 1)
        #expect(LocalDate(year: limit + 1, month: 1, day: 1) == nil)
        #expect(LocalDate(year: -limit - 1, month: 12, day: 31) == nil)
        #expect(
            abs(last.daysSinceEpoch) <= LocalDate.dayLimit && abs(first.daysSinceEpoch) <= LocalDate.dayLimit)
        #expect(LocalDate(daysSinceEpoch: .max).daysSinceEpoch == LocalDate.dayLimit)
        #expect(LocalDate(daysSinceEpoch: .min).daysSinceEpoch == -LocalDate.dayLimit)
    }
}
