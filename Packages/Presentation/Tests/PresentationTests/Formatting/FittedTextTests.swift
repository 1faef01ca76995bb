import Testing

@testable import Presentation

struct FittedTextTests {
    @Test func aLineThatFitsIsLeftAlone() {
        #expect(FittedText.wrap("Temperature  12°C", width: 17) == ["Temperature  12°C"])
        #expect(
            FittedText.wrap("anything at all, however long it is", width: nil) == [
                "anything at all, however long it is"
            ])
    }

    @Test func wordsWrapTwoColumnsInFromTheLine() {
        let lines = FittedText.wrap("Tokyo, JP: 18°C, broken clouds, high 20°C, low 15°C", width: 20)

        #expect(lines == ["Tokyo, JP: 18°C,", "  broken clouds,", "  high 20°C, low", "  15°C"])
    }

    @Test func aValueAfterALabelContinuesUnderItself() {
        let lines = FittedText.wrap("Daylight     10 h 3 min, 1 min 21 s shorter than yesterday", width: 40)

        #expect(lines == ["Daylight     10 h 3 min, 1 min 21 s", "             shorter than yesterday"])
    }

    @Test func anIndentedLineKeepsItsIndentAndAddsTwo() {
        let lines = FittedText.wrap("    Winter Storm Warning issued for the Front Range", width: 31)

        #expect(lines == ["    Winter Storm Warning issued", "      for the Front Range"])
    }

    @Test func aWordLongerThanALineIsBrokenWhereTheLineEnds() {
        let lines = FittedText.wrap("Database  /a/very/long/path/to/the/wxapp.sqlite3", width: 20)

        #expect(
            lines == [
                "Database  /a/very/lo", "          ng/path/to", "          /the/wxapp", "          .sqlite3",
            ])
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 20 })
    }

    @Test func wideCharactersCountTwoColumns() {
        let lines = FittedText.wrap("東京, 東京都, JP: no alert source for Japan", width: 20)

        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 20 }, "\(lines)")
        #expect(lines.first == "東京, 東京都, JP: no")
    }

    @Test func japaneseAndChineseLinesStartWithNoClosingMarkAndEndWithNoOpeningBracket() {
        // At 40 columns the closing bracket alone would start the second line.
        let closing = FittedText.wrap("未来两小时无雨（此处由逐小时数据插值得出）", width: 40)
        #expect(closing == ["未来两小时无雨（此处由逐小时数据插值得", "  出）"], "\(closing)")
        let comma = FittedText.wrap("約30分後に雪が降り出し、今後2時間を過ぎても続く", width: 23)
        #expect(comma.allSatisfy { !LineBreak.noLineStart.contains($0.first!) }, "\(comma)")
        let opening = FittedText.wrap("当地时间（UTC+09:00）", width: 10)
        #expect(opening.allSatisfy { !LineBreak.noLineEnd.contains($0.last!) }, "\(opening)")
        // Latin text breaks as before.
        #expect(FittedText.wrap("abcdef)ghij", width: 6) == ["abcdef", "  )ghi", "  j"])
    }

    @Test func colourTakesNoColumnsAndIsNeverSplit() {
        let painted = "\u{1B}[2mTemperature  \u{1B}[0m\u{1B}[31m35°C and very hot indeed today\u{1B}[0m"

        let lines = FittedText.wrap(painted, width: 24)

        #expect(FittedText.width(painted) == 43)
        #expect(lines.map(FittedText.width).allSatisfy { $0 <= 24 }, "\(lines)")
        #expect(lines.joined().contains("\u{1B}[0m\u{1B}[31m35°C"))
        #expect(lines.last?.hasSuffix("\u{1B}[0m") == true)
    }

    @Test func cellsAreShortenedWithAnEllipsisKeepingTheirTail() {
        #expect(
            FittedText.truncated("Santiago de los Caballeros, DO", to: 18, ellipsis: "…", keeping: ", DO")
                == "Santiago de l…, DO")
        #expect(FittedText.truncated("broken clouds", to: 8, ellipsis: "...") == "broke...")
        #expect(FittedText.truncated("東京都庁前", to: 6, ellipsis: "…") == "東京…")
        #expect(FittedText.truncated("short", to: 8, ellipsis: "…") == "short")
    }

    @Test func partsArePackedOnAsFewLinesAsFit() {
        let lines = FittedText.packed(
            ["WEATHER NOW", "6 places", "every 1 min", "network: online"], separator: " · ", width: 40)

        #expect(lines == ["WEATHER NOW · 6 places · every 1 min", "network: online"])
        #expect(FittedText.packed(["a", "b"], separator: " · ", width: nil) == ["a · b"])
    }
}
