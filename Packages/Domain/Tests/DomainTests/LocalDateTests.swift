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
}
