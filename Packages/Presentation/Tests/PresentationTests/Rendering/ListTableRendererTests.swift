import Domain
import Testing

@testable import Presentation

struct ListTableRendererTests {
    @Test func alignsColumnsByDisplayWidthAndMarksStaleRows() {
        let output = ListTableRenderer(display: .stub()).render([.tokyoKanji, .zurich, .madrid])

        #expect(
            output == """
                ┌────────────┬──────┬───────────────┬─────────────┬──────────┬───────────────┬────────────────────┐
                │ Place      │ Temp │ Condition     │ High / Low  │ Humidity │ Wind          │ Observed           │
                ├────────────┼──────┼───────────────┼─────────────┼──────────┼───────────────┼────────────────────┤
                │ 東京, JP   │ 18°C │ broken clouds │ 20°C / 15°C │      72% │ 4.1 m/s NNE ↙ │ just now           │
                │ Zürich, CH │ 31°C │ broken clouds │ 20°C / 15°C │      72% │ 4.1 m/s NNE ↙ │ 4 days ago (stale) │
                │ Madrid, ES │  0°C │ –             │ 1°C / -2°C  │      40% │ 0.5 m/s       │ 2 h ago (stale)    │
                └────────────┴──────┴───────────────┴─────────────┴──────────┴───────────────┴────────────────────┘

                """)
    }

    @Test func convertsToImperialUnits() {
        let output = ListTableRenderer(display: .stub(units: .imperial)).render([.stub(), .madrid])

        #expect(
            output == """
                ┌────────────┬──────┬───────────────┬─────────────┬──────────┬─────────────┬─────────────────┐
                │ Place      │ Temp │ Condition     │ High / Low  │ Humidity │ Wind        │ Observed        │
                ├────────────┼──────┼───────────────┼─────────────┼──────────┼─────────────┼─────────────────┤
                │ Tokyo, JP  │ 65°F │ broken clouds │ 67°F / 59°F │      72% │ 9 mph NNE ↙ │ 3 min ago       │
                │ Madrid, ES │ 31°F │ –             │ 33°F / 28°F │      40% │ 1 mph       │ 2 h ago (stale) │
                └────────────┴──────┴───────────────┴─────────────┴──────────┴─────────────┴─────────────────┘

                """)
    }

    @Test func stripsControlCharactersFromNamesAndDescriptions() {
        let hostile = WeatherReport.stub(
            place: .stub(name: "Evil\u{1B}[2J\nTown", countryCode: "XX"),
            weather: .stub(conditions: [
                WeatherCondition(code: 800, summary: "Clear", description: "clear\u{07} sky", icon: "01d")
            ]))

        let output = ListTableRenderer(display: .stub()).render([hostile])

        #expect(!output.contains("\u{1B}") && !output.contains("\u{07}"))
        #expect(output.contains("│ Evil[2J Town, XX │ 18°C │ clear sky │"))
    }
}

/// The AQI column: whenever the table still fits the terminal, with air quality kept for some place or for
/// none, so that the layout never depends on whether `wxapp air` ran before.
struct ListTableAirColumnTests {
    static func air(for report: WeatherReport, european: Double?, us: Double?) -> [PlaceKey: AirQualityReport]
    {
        let air = AirQuality(
            observedAt: report.weather.observedAt, utcOffsetSeconds: 0, europeanIndex: european, usIndex: us,
            pm25: nil, pm10: nil, ozone: nil, nitrogenDioxide: nil, uvIndex: nil, uvIndexMaximum: nil,
            pollen: nil)
        return [
            report.place.key: AirQualityReport(
                place: report.place, air: air, fetchedAt: report.fetchedAt, origin: .cache)
        ]
    }

    @Test func aWideTerminalGetsTheColumnWithEachPlacesIndexOrADash() {
        let air = Self.air(for: .zurich, european: 41, us: nil).merging(
            Self.air(for: .madrid, european: nil, us: 152)
        ) { $1 }
        let output = ListTableRenderer(display: .stub(), air: air, width: 200).render([
            .tokyoKanji, .zurich, .madrid,
        ])
        let lines = output.split(separator: "\n").map(String.init)

        #expect(lines[1].contains("│ AQI ") && lines[1].hasSuffix("│ Observed           │"), "\(output)")
        #expect(lines[3].contains("│ –  ") || lines[3].contains("│ – "), "Tokyo has none: \(output)")
        #expect(lines[4].contains("│ 41 moderate "), "\(output)")
        #expect(lines[5].contains("│ US 152 unhealthy "), "\(output)")
        let widths = Set(lines.map { DisplayWidth.of($0) })
        #expect(widths.count == 1, "every line as wide: \(output)")
    }

    @Test func aNarrowTerminalOrNoTerminalLeavesTheColumnOut() {
        let air = Self.air(for: .zurich, european: 41, us: nil)
        let plain = ListTableRenderer(display: .stub()).render([.tokyoKanji, .zurich])
        #expect(!plain.contains("AQI"))
        let wide = ListTableRenderer(display: .stub(), air: air, width: 200).render([.tokyoKanji, .zurich])
        let tableWidth = DisplayWidth.of(String(wide.split(separator: "\n")[0]))

        #expect(
            ListTableRenderer(display: .stub(), air: air, width: tableWidth).render([.tokyoKanji, .zurich])
                == wide)
        #expect(
            ListTableRenderer(display: .stub(), air: air, width: tableWidth - 1).render([
                .tokyoKanji, .zurich,
            ]) == plain)
        #expect(
            ListTableRenderer(display: .stub(), air: air, width: nil).render([.tokyoKanji, .zurich]) == plain)
    }

    @Test func withNoAirKeptTheColumnIsThereWithADashForEachPlace() {
        let output = ListTableRenderer(display: .stub(), air: [:], width: 200).render([.tokyoKanji, .zurich])
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines[1].contains("│ AQI ") && lines[1].hasSuffix("│ Observed           │"), "\(output)")
        #expect(lines[3].contains("│ –   │") && lines[4].contains("│ –   │"), "\(output)")
    }
}
