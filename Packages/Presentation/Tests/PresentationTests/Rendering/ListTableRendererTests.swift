import Domain
import Testing

@testable import Presentation

struct ListTableRendererTests {
    @Test func alignsColumnsByDisplayWidthAndMarksStaleRows() {
        let output = ListTableRenderer(display: .stub()).render([.tokyoKanji, .zurich, .madrid])

        #expect(
            output == """
                ┌────────────┬──────┬───────────────┬─────────────┬──────────┬───────────────┬────────────────────┐
                │ Place      │ Temp │ Condition     │ High / Low  │ Humidity │ Wind          │ Updated            │
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
                │ Place      │ Temp │ Condition     │ High / Low  │ Humidity │ Wind        │ Updated         │
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
