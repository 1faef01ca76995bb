import Foundation
import Testing

@testable import Infrastructure

struct GregorianDaysTests {
    @Test func dayZeroIsThursday1January1970() {
        #expect(GregorianDays.number(year: 1970, month: 1, day: 1) == 0)
        #expect(GregorianDays.weekday(ofDay: 0) == 4)
        #expect(GregorianDays.weekday(ofDay: -1) == 3)
    }

    /// Every day from 1600 to 2400 as Foundation's Gregorian calendar in UTC numbers and names it.
    @Test func agreesWithFoundationsCalendarFrom1600To2400() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        let first = GregorianDays.number(year: 1600, month: 1, day: 1)
        let last = GregorianDays.number(year: 2400, month: 12, day: 31)
        var mismatches: [Int64] = []
        for day in first...last {
            let date = Date(timeIntervalSince1970: Double(day * 86_400))
            let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: date)
            let year = Int64(parts.year!)
            if GregorianDays.year(ofDay: day) != year
                || GregorianDays.number(year: year, month: parts.month!, day: parts.day!) != day
                || GregorianDays.weekday(ofDay: day) != parts.weekday! - 1
                || (parts.day == 1
                    && GregorianDays.length(ofMonth: parts.month!, in: year)
                        != calendar.range(of: .day, in: .month, for: date)!.count)
            {
                mismatches.append(day)
            }
        }
        #expect(mismatches.count == 0, "\(mismatches.count) days differ: \(mismatches.prefix(10))")
    }
}
