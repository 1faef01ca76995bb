import Testing

@testable import Domain

struct TextFoldingTests {
    /// The scalar values of `text`, so that a comparison does not treat canonically equivalent forms as equal.
    private func scalars(_ text: String) -> [UInt32] {
        text.unicodeScalars.map(\.value)
    }

    @Test func trimmingRemovesEveryKindOfWhiteSpaceAtBothEnds() {
        #expect(scalars("\t\n Z\u{FC}rich \r\n".trimmingWhitespace()) == scalars("Z\u{FC}rich"))
        #expect(scalars("\u{A0}Paris\u{3000}".trimmingWhitespace()) == scalars("Paris"))
        #expect(scalars("\u{2028} New  York\t\u{85}".trimmingWhitespace()) == scalars("New  York"))
        #expect(scalars("e\u{301} ".trimmingWhitespace()) == [0x65, 0x301])
    }

    @Test func trimmingKeepsWhatIsNotWhiteSpace() {
        #expect(scalars("\u{200B}x\u{200B}".trimmingWhitespace()) == [0x200B, 0x78, 0x200B])
        #expect(scalars("Oslo".trimmingWhitespace()) == scalars("Oslo"))
    }

    @Test(arguments: ["", " ", "\t\n\r", "\u{A0}\u{3000} \u{2029}"])
    func onlyWhiteSpaceTrimsToNothing(text: String) {
        #expect(text.trimmingWhitespace().unicodeScalars.isEmpty)
    }

    @Test func precomposedJoinsLettersAndMarks() {
        #expect(scalars("e\u{301}".precomposed) == [0xE9])
        #expect(scalars("Bogota\u{301}".precomposed) == scalars("Bogot\u{E1}"))
        #expect(scalars("\u{1100}\u{1161}".precomposed) == [0xAC00])
    }

    @Test func precomposedLeavesCompatibilityFormsAndPrecomposedTextAlone() {
        #expect(scalars("\u{FB01} \u{FF34}".precomposed) == [0xFB01, 0x20, 0xFF34])
        #expect(scalars("Z\u{FC}rich".precomposed) == scalars("Z\u{FC}rich"))
        #expect(scalars("".precomposed) == [])
    }
}
