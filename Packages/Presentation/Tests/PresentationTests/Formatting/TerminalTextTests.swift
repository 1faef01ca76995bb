import Testing

@testable import Presentation

struct TerminalTextTests {
    @Test func removesEscapesAndBidiOverridesAndTurnsLineBreaksIntoSpaces() {
        #expect("Tok\u{1B}[31myo".terminalSafe == "Tok[31myo")
        #expect("evil\u{202E}txt".terminalSafe == "eviltxt")
        #expect("broken\nclouds\tnow\r".terminalSafe == "broken clouds now ")
        #expect("Zürich 東京".terminalSafe == "Zürich 東京")
    }

    @Test func capitalizesOnlyTheFirstLetter() {
        #expect("broken clouds".capitalizingFirstLetter == "Broken clouds")
        #expect("".capitalizingFirstLetter == "")
    }
}
