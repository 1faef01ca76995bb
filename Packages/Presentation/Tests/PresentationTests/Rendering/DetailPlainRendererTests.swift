import Domain
import Testing

@testable import Presentation

struct DetailPlainRendererTests {
    @Test func writesLabelValueLinesInStandardUnits() {
        let output = DetailPlainRenderer(display: .stub(units: .standard)).render([.zurich])

        #expect(
            output == """
                Zürich, Zurich, CH
                Broken clouds
                Temperature: 304 K
                Feels like: 291 K
                High / low: 293 K / 288 K
                Pressure: 1012 hPa
                Humidity: 72%
                Dew point: 286 K
                Wind: 4.1 m/s from NNE (30°)
                Gusts: 7.2 m/s
                Clouds: 75%
                Visibility: 10000 m
                Rain, last hour: 0.3 mm
                Snow, last hour: 1.5 mm water equivalent
                Sunrise: 04:48 local time
                Sunset: 18:31 local time
                Daylight: 14 h 16 min, 3 min 5 s longer than yesterday
                Moon: waning gibbous, 88% lit
                Observed: 2024-04-27 21:00 local time (UTC+09:00)
                Age: observed 4 days ago; fetched 4 days ago (stale)

                """)
    }

    @Test func omitsMissingValues() {
        let output = DetailPlainRenderer(display: .stub()).render([.madrid])

        #expect(
            output == """
                Madrid, ES
                Temperature: 0°C
                Feels like: -4°C
                High / low: 1°C / -2°C
                Pressure: 1020 hPa
                Humidity: 40%
                Wind: 0.5 m/s
                Daylight: 13 h 57 min, 2 min 18 s longer than yesterday
                Moon: last quarter, 51% lit
                Observed: 2024-05-01 12:00 local time (UTC+02:00)
                Age: observed 2 h ago; fetched 2 h ago (stale)

                """)
    }
}
