import CivilCalendar
import Foundation
import Testing

/// The one calendar arithmetic that `LocalDate` and the time zone rules share.
struct CivilDaysTests {
    @Test func dayZeroIsThursday1January1970() {
        #expect(CivilDays.number(year: 1970, month: 1, day: 1) == 0)
        #expect(CivilDays.weekday(ofDay: 0) == 4)
        #expect(CivilDays.weekday(ofDay: -1) == 3)
    }

    /// Every day from 1600 to 2400 as Foundation's Gregorian calendar in UTC numbers and names it.
    @Test func agreesWithFoundationsCalendarFrom1600To2400() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        let first = CivilDays.number(year: 1600, month: 1, day: 1)
        let last = CivilDays.number(year: 2400, month: 12, day: 31)
        var mismatches: [Int64] = []
        for day in first...last {
            let date = Date(timeIntervalSince1970: Double(day * 86_400))
            let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: date)
            let year = Int64(parts.year!)
            let civil = CivilDays.date(ofDay: day)
            if civil.year != year || civil.month != parts.month! || civil.day != parts.day!
                || CivilDays.number(year: year, month: parts.month!, day: parts.day!) != day
                || CivilDays.weekday(ofDay: day) != parts.weekday! - 1
                || (parts.day == 1
                    && CivilDays.length(ofMonth: parts.month!, in: year)
                        != calendar.range(of: .day, in: .month, for: date)!.count)
            {
                mismatches.append(day)
            }
        }
        #expect(mismatches.count == 0, "\(mismatches.count) days differ: \(mismatches.prefix(10))")
    }
}
