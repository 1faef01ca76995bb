import Testing

@testable import Presentation

struct NumberTextTests {
    @Test(arguments: [
        (17.5, "18"), (17.49, "17"), (0.5, "1"), (-0.5, "-1"), (-0.4, "0"), (-0.0, "0"), (0.4, "0"),
        (-17.5, "-18"), (1_013.25, "1013"), (Double.nan, "?"), (Double.infinity, "?"),
    ])
    func roundsHalfAwayFromZeroAndNeverShowsMinusZero(value: Double, expected: String) {
        #expect(NumberText.format(value) == expected)
    }

    @Test func roundsToTheRequestedDecimals() {
        #expect(NumberText.format(4.12, decimals: 1) == "4.1")
        #expect(NumberText.format(4.15, decimals: 1) == "4.2")
        #expect(NumberText.format(10, decimals: 1) == "10.0")
        #expect(NumberText.format(29.9213, decimals: 2) == "29.92")
        #expect(NumberText.format(0.05, decimals: 2) == "0.05")
        #expect(NumberText.format(-0.04, decimals: 1) == "0.0")
        #expect(NumberText.format(-1.25, decimals: 1) == "-1.3")
    }

    @Test func aValueJustBelowAHalfBecauseOfBinaryFloatingPointStillRoundsUp() {
        // 2.675 is stored as 2.67499999999999982…; unit conversions leave residues like it.
        #expect(NumberText.format(2.675, decimals: 2) == "2.68")
        #expect(NumberText.format(17.499_999_999_999_996) == "18")
        #expect(NumberText.format(17.499) == "17")
    }
}
