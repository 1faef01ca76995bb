import Testing

@testable import Presentation

struct SpinnerTests {
    @Test func drawsAFrameAtOnceAndErasesItsLineWhenStopped() async {
        let capture = OutputCapture()
        let spinner = Spinner(label: "Updating weather…", interval: .seconds(3_600), write: capture.appendErr)

        await spinner.stop()

        #expect(capture.stderr == "\r⠋ Updating weather…\r\u{1B}[K")
    }

    @Test func keepsTurningUntilStopped() async throws {
        let capture = OutputCapture()
        let spinner = Spinner(label: "Wait", interval: .milliseconds(1), write: capture.appendErr)

        for _ in 0..<1_000 where !capture.stderr.contains("⠙") {
            try await Task.sleep(for: .milliseconds(10))
        }
        await spinner.stop()

        #expect(capture.stderr.hasPrefix("\r⠋ Wait\r⠙ Wait"))
        #expect(capture.stderr.hasSuffix(Spinner.clearLine))
        let afterClear = capture.stderr.components(separatedBy: Spinner.clearLine).last
        #expect(afterClear == "")
    }
}
