import Domain
import Foundation
import Testing

@testable import Presentation

struct HourlyChartTests {
    /// A week of Open-Meteo's hourly steps from today's midnight (UTC), warming a tenth of a degree an hour.
    static func weekOfHours() -> ForecastReport {
        let midnight = Date(
            timeIntervalSince1970: (FixedClock.testNow.timeIntervalSince1970 / 86_400).rounded(.down) * 86_400
        )
        let entries = (0..<168).map { hour in
            ForecastEntry(
                time: midnight.addingTimeInterval(Double(hour) * 3_600),
                readings: Readings(
                    conditions: [], temperature: Temperature(celsius: 10 + Double(hour) / 10), feelsLike: nil,
                    minimum: nil, maximum: nil, pressure: nil, humidity: nil, dewPoint: nil, wind: .missing,
                    clouds: nil,
                    visibility: nil, rain: nil, snow: nil),
                precipitationProbability: nil)!
        }
        return ForecastReport(
            place: .tokyo,
            forecast: Forecast(entries: entries, utcOffsetSeconds: 0, sunrise: nil, sunset: nil),
            fetchedAt: FixedClock.testNow, origin: .network)
    }

    @Test func aWeekOfHoursFitsTheChartsWidthAndMarksEveryDay() {
        let view = ForecastView(Self.weekOfHours(), display: .stub(), dayLimit: 7)

        let chart = view.hourlyChart(height: 6, unicode: true)

        #expect(view.stepText == "every hour")
        #expect(chart.values.count <= ForecastView.maximumChartColumns && chart.values.count >= 70)
        #expect(chart.marks.count == 7, "one mark per day: \(chart.marks)")
        #expect(chart.values == chart.values.sorted(), "the samples keep their order")
    }

    @Test func threeHourStepsAreChartedOneColumnEach() throws {
        let view = ForecastView(.stub(), display: .stub(), dayLimit: 5)

        #expect(view.stepText == "every 3 hours")
        #expect(view.hourlyChart(height: 6, unicode: true).values.count == view.hours.count)
    }

    @Test(arguments: [1, 6, 24, 100])
    func anHourLimitKeepsTheStepsThatBeginWithinItsHours(limit: Int) throws {
        let report = Self.weekOfHours()
        let display = DisplaySettings.stub()
        let all = ForecastView(report, display: display, dayLimit: 7)
        let view = ForecastView(report, display: display, dayLimit: 7, hourLimit: limit)

        let end = display.now.addingTimeInterval(Double(limit) * 3_600)
        #expect(view.hours == all.hours.filter { $0.time < end })
        #expect(view.hours.count == limit, "an hourly forecast has a step for each hour")
        #expect(view.days == all.days, "the days shown stay as asked")
    }
}
