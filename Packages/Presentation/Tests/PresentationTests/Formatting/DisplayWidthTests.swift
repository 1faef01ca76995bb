import Testing

@testable import Presentation

struct DisplayWidthTests {
    @Test(arguments: [
        ("Tokyo", 5), ("Côte d'Ivoire", 13), ("Co\u{0302}te", 4), ("東京", 4), ("서울", 4), ("ｱ", 1),
        ("Ｔ", 2), ("☀\u{FE0F}", 2), ("☀", 1), ("😀", 2), ("👍🏽", 2), ("", 0),
        ("4.1 m/s NNE ↓", 13), ("Łódź 18 °C", 10), ("↓\u{0301}", 1), ("a\u{0}b", 2), ("↔\u{FE0F}", 2),
        ("│ Tokyo │", 9), ("┌──┬─┐", 6), ("█▌▐", 3), ("1991–2020 · …", 13), ("−1°", 3), ("─\u{0301}", 1),
    ])
    func countsTerminalColumns(text: String, expected: Int) {
        #expect(DisplayWidth.of(text) == expected)
    }

    @Test func padsByColumnsNotCharacters() {
        #expect(DisplayWidth.pad("東京", to: 6) == "東京  ")
        #expect(DisplayWidth.pad("18°C", to: 6, alignRight: true) == "  18°C")
        #expect(DisplayWidth.pad("toolong", to: 3) == "toolong")
    }
}
