import Domain
import Testing

@testable import Presentation

struct DetailCardRendererTests {
    @Test func showsEveryValueInThePlacesOwnTime() {
        let output = DetailCardRenderer(display: .stub()).render([.stub()])

        #expect(
            output == """
                Tokyo, JP
                Broken clouds
                ──────────────────────────────────────────────────────────
                Temperature  18°C
                Feels like   18°C
                High / low   20°C / 15°C
                Pressure     1012 hPa
                Humidity     72%
                Wind         4.1 m/s from NNE (30°) ↙
                Gusts        7.2 m/s
                Clouds       75%
                Visibility   10.0 km
                Sunrise      04:48 local time
                Sunset       18:31 local time
                Daylight     13 h 38 min, 1 min 56 s longer than yesterday
                Moon         last quarter, 50% lit
                Observed     2024-05-01 20:57 local time (UTC+09:00)
                Age          observed 3 min ago; fetched 3 min ago

                """)
    }

    @Test func showsRainSnowAndRegionInImperialUnits() {
        let output = DetailCardRenderer(display: .stub(units: .imperial)).render([.zurich])

        #expect(
            output == """
                Zürich, Zurich, CH
                Broken clouds
                ────────────────────────────────────────────────────────────────
                Temperature      88°F
                Feels like       64°F
                High / low       67°F / 59°F
                Pressure         29.88 inHg
                Humidity         72%
                Dew point        55°F
                Wind             9 mph from NNE (30°) ↙
                Gusts            16 mph
                Clouds           75%
                Visibility       6.2 mi
                Rain, last hour  0.01 in
                Snow, last hour  0.06 in water equivalent
                Sunrise          04:48 local time
                Sunset           18:31 local time
                Daylight         14 h 16 min, 3 min 5 s longer than yesterday
                Moon             waning gibbous, 88% lit
                Observed         2024-04-27 21:00 local time (UTC+09:00)
                Age              observed 4 days ago; fetched 4 days ago (stale)

                """)
    }

    @Test func omitsMissingValuesAndSeparatesCardsWithABlankLine() {
        let output = DetailCardRenderer(display: .stub()).render([.madrid, .madrid])
        let card = """
            Madrid, ES
            ──────────────────────────────────────────────────────────
            Temperature  0°C
            Feels like   -4°C
            High / low   1°C / -2°C
            Pressure     1020 hPa
            Humidity     40%
            Wind         0.5 m/s
            Daylight     13 h 57 min, 2 min 18 s longer than yesterday
            Moon         last quarter, 51% lit
            Observed     2024-05-01 12:00 local time (UTC+02:00)
            Age          observed 2 h ago; fetched 2 h ago (stale)

            """

        #expect(output == card + "\n" + card)
    }
}
