import Foundation
import Testing

@testable import Domain

/// A past day's values from its hours: known only where every hour of the whole day gives them.
struct PastDaySummaryTests {
    static let midnight = Date(timeIntervalSince1970: 1_720_908_000)  // 2024-07-14T00:00+02:00

    static func hour(
        _ number: Int, celsius: Double? = 20, wind: (Double, Double?) = (3, 270), code: Int = 800,
        offset: Int = 7_200
    ) -> PastHour {
        PastHour(
            time: midnight.addingTimeInterval(Double(number) * 3_600), utcOffsetSeconds: offset,
            condition: WeatherCondition(code: code, summary: "", description: "", icon: "01d"),
            temperature: celsius.map(Temperature.init(celsius:)),
            precipitation: Precipitation(millimetres: 0.5), rain: Precipitation(millimetres: 0.5),
            snow: Precipitation(millimetres: 0),
            wind: Wind(speed: Speed(metresPerSecond: wind.0), directionDegrees: wind.1, gust: nil),
            sunshineSeconds: 1_800)
    }

    @Test func aWholeDaySumsItsHours() {
        let hours = (0..<24).map { Self.hour($0, celsius: Double($0)) }
        #expect(PastWeather.Reply.isWholeDay(hours))
        let summary = PastDaySummary(hours: hours, wholeDay: true)
        #expect(summary.high == Temperature(celsius: 23) && summary.low == Temperature(celsius: 0))
        #expect(summary.precipitation.map { abs($0.millimetres - 12) < 1e-9 } == true)
        #expect(summary.sunshineSeconds == 43_200)
        #expect(summary.windMaximum == Speed(metresPerSecond: 3))
        #expect(summary.windDirectionDegrees.map { abs($0 - 270) < 1e-9 } == true)
    }

    @Test func partOfADayOrAnHourWithoutAValueLeavesTheValueMissing() {
        let hours = (0..<24).map { Self.hour($0) }
        #expect(!PastWeather.Reply.isWholeDay(Array(hours.dropLast())))
        #expect(!PastWeather.Reply.isWholeDay(Array(hours.dropFirst())))
        let part = PastDaySummary(hours: Array(hours.dropLast()), wholeDay: false)
        #expect(
            part.high == nil && part.precipitation == nil && part.sunshineSeconds == nil
                && part.condition == nil)
        var gap = hours
        gap[5] = Self.hour(5, celsius: nil)
        let summary = PastDaySummary(hours: gap, wholeDay: true)
        #expect(summary.high == nil && summary.low == nil && summary.sunshineSeconds == 43_200)
    }

    @Test func theDaysTheClocksChangeAre23And25HoursLong() {
        let spring = (0..<23).map { Self.hour($0 + 1, offset: $0 < 2 ? 3_600 : 7_200) }
        #expect(PastWeather.Reply.isWholeDay(spring))
        let autumn = (0..<25).map { Self.hour($0, offset: $0 < 3 ? 7_200 : 3_600) }
        #expect(PastWeather.Reply.isWholeDay(autumn))
        #expect(!PastWeather.Reply.isWholeDay(Array(autumn.prefix(24))))
    }

    @Test func windsThatCancelOutHaveNoDirectionAndTheStrongerWindsLead() {
        #expect(
            PastDaySummary.meanDirection([(Speed(metresPerSecond: 3), 90), (Speed(metresPerSecond: 3), 270)])
                == nil)
        let mean = PastDaySummary.meanDirection([
            (Speed(metresPerSecond: 1), 350), (Speed(metresPerSecond: 1), 10),
        ])
        #expect(mean.map { abs($0) < 1e-9 || abs($0 - 360) < 1e-9 } == true)
        #expect(PastDaySummary.meanDirection([(Speed(metresPerSecond: 2), nil)]) == nil)
    }

    @Test func theWeatherOfTheDayIsItsMostSevere() {
        let hours = (0..<24).map { Self.hour($0, code: $0 == 15 ? 211 : $0 < 12 ? 800 : 500) }
        #expect(PastDaySummary(hours: hours, wholeDay: true).condition?.code == 211)
    }
}
