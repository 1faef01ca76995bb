import Logging
import Testing

@testable import Infrastructure

struct StderrLogHandlerTests {
    static func stub(
        level: Logger.Level = .debug,
        redactor: Redactor = Redactor(queryParameterNames: ["apikey"], secrets: ["topsecretvalue"]),
        recorder: LineRecorder
    ) -> Logger {
        Logger(label: "wx") { label in
            StderrLogHandler(label: label, level: level, redactor: redactor, write: recorder.write)
        }
    }

    @Test func lineHoldsLabelLevelMessageAndSortedMetadata() {
        let recorder = LineRecorder()
        var logger = Self.stub(recorder: recorder)
        logger[metadataKey: "zone"] = "eu"

        logger.info("stored", metadata: ["count": "3", "table": "place"])

        #expect(recorder.lines == ["wx: info: stored count=3 table=place zone=eu"])
    }

    @Test func controlCharactersAndEscapeSequencesAreWrittenAsEscapes() {
        let recorder = LineRecorder()
        let logger = Self.stub(recorder: recorder)

        logger.debug("city \u{1B}[31mred\u{7}", metadata: ["name": "a\nb\u{202E}c\u{9B}"])

        #expect(recorder.lines == [#"wx: debug: city \u{1b}[31mred\u{7} name=a\u{a}b\u{202e}c\u{9b}"#])
    }

    @Test func forAnASCIIConsoleEveryCharacterBeyondASCIIIsWrittenAsAnEscape() {
        let recorder = LineRecorder()
        let logger = Logger(label: "wx") { label in
            StderrLogHandler(
                label: label, level: .debug, redactor: Redactor(queryParameterNames: [], secrets: []),
                asciiOnly: true, write: recorder.write)
        }

        logger.debug("fetching Tromsø", metadata: ["unit": "°C"])

        #expect(recorder.lines == [#"wx: debug: fetching Troms\u{f8} unit=\u{b0}C"#])
    }

    @Test func messageAndMetadataAreRedacted() {
        let recorder = LineRecorder()
        let logger = Self.stub(recorder: recorder)

        logger.error(
            "GET https://h.example/x?apikey=topsecretvalue&q=1",
            metadata: ["url": "https://h.example/y?apikey=abc", "key": "topsecretvalue"])

        #expect(
            recorder.lines == [
                "wx: error: GET https://h.example/x?apikey=REDACTED&q=1 key=REDACTED url=https://h.example/y?apikey=REDACTED"
            ])
    }

    @Test func messagesBelowTheLevelAreDropped() {
        let recorder = LineRecorder()
        let logger = Self.stub(level: .warning, recorder: recorder)

        logger.debug("hidden")
        logger.info("hidden")
        logger.warning("shown")

        #expect(recorder.lines == ["wx: warning: shown"])
    }

    @Test func metadataBelongsToEachLoggerCopy() {
        let recorder = LineRecorder()
        var first = Self.stub(recorder: recorder)
        var second = first
        first[metadataKey: "who"] = "first"
        second[metadataKey: "who"] = "second"

        first.notice("a")
        second.notice("b")

        #expect(recorder.lines == ["wx: notice: a who=first", "wx: notice: b who=second"])
    }
}
