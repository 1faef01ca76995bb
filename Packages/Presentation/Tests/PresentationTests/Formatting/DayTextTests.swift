import Domain
import Testing

@testable import Presentation

struct DayTextTests {
    @Test func daysReadAsWeekdayDayAndMonthInEnglish() {
        #expect(DayText(Words(.english)).short(LocalDate(daysSinceEpoch: 19_844)) == "Wed 1 May")
        #expect(DayText(Words(.english)).short(LocalDate(daysSinceEpoch: 19_782)) == "Thu 29 Feb")
        #expect(DayText(Words(.english)).short(LocalDate(daysSinceEpoch: -1)) == "Wed 31 Dec")
        #expect(DayText(Words(.english)).weekday(LocalDate(daysSinceEpoch: 19_848)) == "Sun")
    }
}
