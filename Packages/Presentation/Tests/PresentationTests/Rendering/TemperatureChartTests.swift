import Testing

@testable import Presentation

struct TemperatureChartTests {
    private func chart(_ values: [Double], unicode: Bool, marks: [Int: String] = [0: "Wed", 4: "Thu"])
        -> String
    {
        TemperatureChart(
            values: values, topLabel: "20°C", bottomLabel: "4°C", marks: marks, height: 4, unicode: unicode
        ).lines().joined(separator: "\n")
    }

    @Test func blocksRiseInEighthsFromHalfACellAtTheLowest() {
        #expect(
            chart([4, 8, 12, 16, 20, 12, 4, 6], unicode: true) == """
                20°C ┤            ▁▁▁▁████
                     │        ▂▂▂▂████████▂▂▂▂
                     │    ▃▃▃▃████████████████
                 4°C ┤▄▄▄▄████████████████████▄▄▄▄████
                     └────────────────────────────────
                      Wed             Thu
                """)
    }

    @Test func asciiMarksEachValueWithAStarOnItsNearestRow() {
        #expect(
            chart([4, 8, 12, 16, 20, 12, 4, 6], unicode: false) == """
                20°C +                ****
                     |        ********    ****
                     |    ****
                 4°C +****                    ********
                     +--------------------------------
                      Wed             Thu
                """)
    }

    @Test func aMarkThatWouldOverlapThePreviousOneIsDropped() {
        #expect(
            chart([4, 20], unicode: false, marks: [0: "Wednesday", 1: "Thu"]).hasSuffix("\n      Wednesday"))
    }

    @Test func noValuesDrawNothing() {
        #expect(chart([], unicode: true) == "")
    }
}
