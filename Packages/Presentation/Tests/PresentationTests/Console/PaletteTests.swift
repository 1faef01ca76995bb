import Testing

@testable import Presentation

struct PaletteTests {
    static func console(stdout: Bool = true, stderr: Bool = true, _ environment: [String: String] = [:])
        -> Console
    {
        Console(
            stdoutIsTerminal: stdout, stderrIsTerminal: stderr, environment: environment, writeOut: { _ in },
            writeErr: { _ in })
    }

    @Test func coloursOnlyATerminalWithoutNoColor() {
        #expect(Palette.for(Self.console(), noColorFlag: false) == .colored)
        #expect(Palette.for(Self.console(["NO_COLOR": ""]), noColorFlag: false) == .colored)
    }

    @Test func noColourWhenNoColorIsSetPipedDumbOrFlagged() {
        #expect(Palette.for(Self.console(["NO_COLOR": "1"]), noColorFlag: false) == .plain)
        #expect(Palette.for(Self.console(stdout: false), noColorFlag: false) == .plain)
        #expect(Palette.for(Self.console(["TERM": "dumb"]), noColorFlag: false) == .plain)
        #expect(Palette.for(Self.console(), noColorFlag: true) == .plain)
    }

    @Test func thePlainPaletteReturnsTextUntouched() {
        #expect(Palette.plain.paint("Tokyo", .emphasis) == "Tokyo")
        #expect(Palette.plain.paint("stale", .warning) == "stale")
    }

    @Test func spinnerOnlyWhenBothStreamsAreTerminals() {
        #expect(Self.console().allowsSpinner)
        #expect(!Self.console(stdout: false).allowsSpinner)
        #expect(!Self.console(stderr: false).allowsSpinner)
        #expect(!Self.console(["NO_COLOR": "1"]).allowsSpinner)
    }

    @Test(arguments: [(-5.0, TextStyle.cold), (0.0, .cold), (18.0, .plain), (30.0, .hot)])
    func temperaturesAreStyledByHowTheyFeel(celsius: Double, style: TextStyle) {
        #expect(Palette.style(forCelsius: celsius) == style)
    }
}
