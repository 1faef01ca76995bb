import Testing

@testable import Presentation

struct SpinnerTests {
    @Test func drawsAFrameAtOnceAndErasesItsLineWhenStopped() async {
        let capture = OutputCapture()
        let spinner = Spinner(label: "Updating weather…", interval: .seconds(3_600), write: capture.appendErr)

        await spinner.stop()

        #expect(capture.stderr == "\r⠋ Updating weather…\r\u{1B}[K")
    }

    /// The test waits for the second frame to be written; a spinner that never turned would leave it waiting,
    /// which the time limit turns into a failure.
    @Test(.timeLimit(.minutes(1)))
    func keepsTurningUntilStopped() async throws {
        let capture = OutputCapture()
        let (frames, written) = AsyncStream<String>.makeStream()
        let spinner = Spinner(label: "Wait", interval: .milliseconds(1)) { text in
            capture.appendErr(text)
            written.yield(text)
        }

        for await frame in frames where frame.contains("⠙") { break }
        await spinner.stop()

        #expect(capture.stderr.hasPrefix("\r⠋ Wait\r⠙ Wait"))
        #expect(capture.stderr.hasSuffix(Spinner.clearLine))
        let afterClear = capture.stderr.components(separatedBy: Spinner.clearLine).last
        #expect(afterClear == "")
    }
}
