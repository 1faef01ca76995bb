import Foundation
import Testing

@testable import Domain

struct ForecastDaysTests {
    /// How the 40 steps from 2024-05-01T00:00Z fall into the place's own days, as "date×steps".
    @Test(arguments: [
        // UTC: midnight to midnight.
        (0, "2024-05-01×8 2024-05-02×8 2024-05-03×8 2024-05-04×8 2024-05-05×8"),
        // Tokyo, +9: 15:00 UTC is already tomorrow.
        (32_400, "2024-05-01×5 2024-05-02×8 2024-05-03×8 2024-05-04×8 2024-05-05×8 2024-05-06×3"),
        // New York in summer, −4: the first two steps are still the evening of 30 April.
        (-14_400, "2024-04-30×2 2024-05-01×8 2024-05-02×8 2024-05-03×8 2024-05-04×8 2024-05-05×6"),
        // Kolkata, +5:30: 18:30 UTC is local midnight.
        (19_800, "2024-05-01×7 2024-05-02×8 2024-05-03×8 2024-05-04×8 2024-05-05×8 2024-05-06×1"),
        // St. John's, −3:30: 03:30 UTC is local midnight.
        (-12_600, "2024-04-30×2 2024-05-01×8 2024-05-02×8 2024-05-03×8 2024-05-04×8 2024-05-05×6"),
        // Kathmandu, +5:45: 18:15 UTC is local midnight.
        (20_700, "2024-05-01×7 2024-05-02×8 2024-05-03×8 2024-05-04×8 2024-05-05×8 2024-05-06×1"),
    ])
    func stepsFallIntoThePlacesOwnDays(offset: Int, expected: String) {
        let days = Forecast.fortySteps(utcOffsetSeconds: offset).dailySummaries()

        #expect(days.map { "\($0.date.isoText)×\($0.entries.count)" }.joined(separator: " ") == expected)
    }

    @Test func aLocalDayThatCrossesMidnightUTCKeepsItsEveningAndItsNight() throws {
        // Los Angeles in summer, −7: local 1 May runs from 07:00 UTC on 1 May to 07:00 UTC on 2 May.
        let days = Forecast.fortySteps(utcOffsetSeconds: -25_200).dailySummaries()
        let mayFirst = try #require(days.first { $0.date.isoText == "2024-05-01" })

        #expect(
            mayFirst.entries.map(\.time)
                == [9, 12, 15, 18, 21, 24, 27, 30].map {
                    ForecastEntry.mayFirst.addingTimeInterval(Double($0) * 3_600)
                })
        #expect(mayFirst.minimum == Temperature(celsius: 3))
        #expect(mayFirst.maximum == Temperature(celsius: 10))
    }

    @Test func kathmanduCutsBetweenTwoStepsAQuarterHourApart() {
        let forecast = Forecast(
            entries: [
                .stub(hoursAfterMayFirst: 18, celsius: 1), .stub(hoursAfterMayFirst: 18.25, celsius: 2),
            ],
            utcOffsetSeconds: 20_700, sunrise: nil, sunset: nil)

        #expect(forecast.dailySummaries().map(\.date.isoText) == ["2024-05-01", "2024-05-02"])
    }

    @Test func aDaySummarisesRangeConditionChanceAndTotals() throws {
        let forecast = Forecast(
            entries: [
                .stub(hoursAfterMayFirst: 0, celsius: 11, code: 800, icon: "01n", pop: nil),
                .stub(hoursAfterMayFirst: 3, celsius: 9.5, code: 500, icon: "10n", pop: 0.3, rain: 0.5),
                .stub(hoursAfterMayFirst: 6, celsius: 14, code: 500, icon: "10d", pop: 0.75, rain: 1.25),
                .stub(hoursAfterMayFirst: 9, celsius: 18.5, code: 800, icon: "01d", pop: nil),
                .stub(hoursAfterMayFirst: 12, celsius: 12, code: 600, icon: "13d", pop: 0.4, snow: 2),
            ],
            utcOffsetSeconds: 0, sunrise: nil, sunset: nil)

        let day = try #require(forecast.dailySummaries().first)

        #expect(day.minimum == Temperature(celsius: 9.5))
        #expect(day.maximum == Temperature(celsius: 18.5))
        #expect(day.condition?.code == 500, "rain ties clear on count and is more severe")
        #expect(day.condition?.icon == "10d", "the day's icon is drawn by day when it can be")
        #expect(day.precipitationProbability == 0.75)
        #expect(day.rain == Precipitation(millimetres: 1.75))
        #expect(day.snow == Precipitation(millimetres: 2))
        #expect(!day.isComplete)
    }

    @Test func aDayWithoutChancesOrPrecipitationHasNoChanceAndZeroTotals() throws {
        let forecast = Forecast(
            entries: [.stub(hoursAfterMayFirst: 0, pop: nil), .stub(hoursAfterMayFirst: 3, pop: nil)],
            utcOffsetSeconds: 0, sunrise: nil, sunset: nil)

        let day = try #require(forecast.dailySummaries().first)

        #expect(day.precipitationProbability == nil)
        #expect(day.rain == Precipitation(millimetres: 0))
        #expect(day.snow == Precipitation(millimetres: 0))
    }

    @Test func theMostCommonConditionWinsOverAMoreSevereOne() throws {
        let forecast = Forecast(
            entries: [
                .stub(hoursAfterMayFirst: 0, code: 803), .stub(hoursAfterMayFirst: 3, code: 803),
                .stub(hoursAfterMayFirst: 6, code: 211),
            ],
            utcOffsetSeconds: 0, sunrise: nil, sunset: nil)

        #expect(try #require(forecast.dailySummaries().first).condition?.code == 803)
    }

    @Test func entriesAreSortedAndDuplicateTimesDropped() {
        let forecast = Forecast(
            entries: [
                .stub(hoursAfterMayFirst: 6, celsius: 3), .stub(hoursAfterMayFirst: 0, celsius: 1),
                .stub(hoursAfterMayFirst: 6, celsius: 99),
            ],
            utcOffsetSeconds: 0, sunrise: nil, sunset: nil)

        #expect(forecast.entries.map(\.temperature) == [Temperature(celsius: 1), Temperature(celsius: 3)])
    }

    @Test func daysStartWithTheLocalTodayOfNowAndStopAtTheLimit() {
        let forecast = Forecast.fortySteps(utcOffsetSeconds: 32_400)
        // 2024-05-02T16:00Z is already 3 May in Tokyo.
        let now = ForecastEntry.mayFirst.addingTimeInterval(40 * 3_600)

        #expect(forecast.days(from: now, limit: 2).map(\.date.isoText) == ["2024-05-03", "2024-05-04"])
        #expect(forecast.days(from: now, limit: 5).map(\.date.isoText).last == "2024-05-06")
        #expect(forecast.days(from: now, limit: 0).isEmpty)
    }

    @Test func upcomingEntriesKeepTheStepInProgress() {
        let forecast = Forecast.fortySteps(utcOffsetSeconds: 0)
        let now = ForecastEntry.mayFirst.addingTimeInterval(4 * 3_600)

        let upcoming = forecast.upcomingEntries(at: now)

        #expect(upcoming.first?.time == ForecastEntry.mayFirst.addingTimeInterval(3 * 3_600))
        #expect(upcoming.count == 39)
    }
}
