import Testing

@testable import Presentation

struct TemperatureRangeBarTests {
    private let blocks = TemperatureRangeBar(lowest: 0, highest: 20, width: 10, unicode: true)
    private let ascii = TemperatureRangeBar(lowest: 0, highest: 20, width: 10, unicode: false)

    @Test func theWholeScaleFillsTheBar() {
        #expect(blocks.bar(from: 0, to: 20) == "██████████")
        #expect(ascii.bar(from: 0, to: 20) == "==========")
    }

    @Test func endsInsideACellAreHalfBlocks() {
        // 3 → half 3 (right half of cell 1); 13 → half 13 (left half of cell 6).
        #expect(blocks.bar(from: 3, to: 13) == " ▐████▌   ")
        #expect(ascii.bar(from: 3, to: 13) == " ======   ")
    }

    @Test func aDayWithoutRangeStillShowsHalfACell() {
        #expect(blocks.bar(from: 10, to: 10) == "     ▌    ")
        #expect(blocks.bar(from: 20, to: 20) == "         ▐")
        #expect(blocks.bar(from: 0, to: 0) == "▌         ")
    }

    @Test func aFlatScaleCentresEveryBar() {
        let flat = TemperatureRangeBar(lowest: 5, highest: 5, width: 10, unicode: true)

        #expect(flat.bar(from: 5, to: 5) == "     ▌    ")
    }

    @Test func valuesOutsideTheScaleAreClamped() {
        #expect(blocks.bar(from: -10, to: 40) == "██████████")
    }
}
