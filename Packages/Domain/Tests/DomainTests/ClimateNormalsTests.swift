import Domain
import Testing

/// Normals from thirty years of measured days: each calendar day's average over a fifteen-day window.
struct ClimateNormalsTests {
    /// Every day of 1991–2020 (days 7,670 to 18,627 since 1970), measured by `value(dayOfYear, year)`.
    static func measured(_ value: (LocalDate) -> (Double?, Double?)) -> [ClimateNormals.Measured] {
        (7_670...18_627).map { number in
            let date = LocalDate(daysSinceEpoch: number)
            let (high, low) = value(date)
            return ClimateNormals.Measured(date: date, highCelsius: high, lowCelsius: low)
        }
    }

    @Test func steadyWeatherGivesItselfForEveryCalendarDayLeapDayIncluded() throws {
        let normals = ClimateNormals(measured: Self.measured { _ in (20, 10) })
        #expect(normals.days.count == 366)
        let leapDay = try #require(normals.normal(on: LocalDate(daysSinceEpoch: 18_321)))  // 2020-02-29
        #expect(leapDay.month == 2 && leapDay.day == 29)
        for day in normals.days {
            #expect(abs(day.high.celsius - 20) < 1e-9 && abs(day.low.celsius - 10) < 1e-9)
        }
    }

    @Test func eachDayAveragesTheFifteenDaysAroundIt() throws {
        // Warm only on 1 July of every year: its normal and its seven neighbours' carry a fifteenth of it.
        let normals = ClimateNormals(
            measured: Self.measured { date in date.month == 7 && date.day == 1 ? (30, 15) : (0, 0) })
        let july1 = try #require(normals.days.first { $0.month == 7 && $0.day == 1 })
        #expect(abs(july1.high.celsius - 2) < 1e-9 && abs(july1.low.celsius - 1) < 1e-9)
        let july8 = try #require(normals.days.first { $0.month == 7 && $0.day == 8 })
        #expect(abs(july8.high.celsius - 2) < 1e-9)
        let july9 = try #require(normals.days.first { $0.month == 7 && $0.day == 9 })
        #expect(abs(july9.high.celsius) < 1e-9)
    }

    @Test func theWindowWrapsRoundTheNewYear() throws {
        let normals = ClimateNormals(
            measured: Self.measured { date in date.month == 12 && date.day == 31 ? (30, 30) : (0, 0) })
        let newYear = try #require(normals.days.first { $0.month == 1 && $0.day == 1 })
        #expect(newYear.high.celsius > 0, "31 December counts for 1 January")
    }

    @Test func daysWithTooFewMeasurementsHaveNoNormal() {
        let normals = ClimateNormals(
            measured: Self.measured { date in date.month == 3 ? (nil, nil) : (10, 5) })
        #expect(!normals.days.contains { $0.month == 3 && (8...24).contains($0.day) })
        #expect(normals.days.contains { $0.month == 4 && $0.day == 15 })
    }
}
