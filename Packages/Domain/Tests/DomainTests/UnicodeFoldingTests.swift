import Testing

@testable import Domain

struct UnicodeFoldingTests {
    /// The scalar values of `text`, so that a comparison does not treat canonically equivalent forms as equal.
    private func scalars(_ text: String) -> [UInt32] {
        text.unicodeScalars.map(\.value)
    }

    @Test func asciiIsUnchanged() {
        let ascii = "Hello, World! 0-9 ~`{}|\\\t\n"

        #expect(scalars(UnicodeFolding.fold(ascii)) == scalars(ascii))
    }

    @Test func emptyTextStaysEmpty() {
        #expect(UnicodeFolding.fold("").unicodeScalars.isEmpty)
    }

    @Test func precomposedAccentsLoseTheirMarksAndKeepTheirCase() {
        #expect(scalars(UnicodeFolding.fold("Z\u{FC}rich")) == scalars("Zurich"))
        #expect(scalars(UnicodeFolding.fold("\u{C9}COLE \u{E9}t\u{E9}")) == scalars("ECOLE ete"))
    }

    @Test func decomposedAccentsLoseTheirMarks() {
        #expect(scalars(UnicodeFolding.fold("e\u{301}")) == [0x65])
        #expect(scalars(UnicodeFolding.fold("Bogota\u{301} a\u{308}\u{323}")) == scalars("Bogota a"))
    }

    @Test func compatibilityFormsBecomeTheirPlainLetters() {
        #expect(scalars(UnicodeFolding.fold("\u{FB01}")) == scalars("fi"))
        #expect(scalars(UnicodeFolding.fold("\u{FF34}\u{FF4F}\u{FF4B}\u{FF59}\u{FF4F}")) == scalars("Tokyo"))
        #expect(scalars(UnicodeFolding.fold("km\u{B2} \u{BD}")) == scalars("km2 1\u{2044}2"))
        #expect(scalars(UnicodeFolding.fold("Nuuk\u{A0}Kommune")) == scalars("Nuuk Kommune"))
    }

    @Test func cyrillicShortILosesItsBreve() {
        #expect(scalars(UnicodeFolding.fold("\u{439}")) == [0x438])
        #expect(
            scalars(UnicodeFolding.fold("\u{419}\u{43E}\u{448}\u{43A}\u{430}\u{440}-\u{41E}\u{43B}\u{430}"))
                == [0x418, 0x43E, 0x448, 0x43A, 0x430, 0x440, 0x2D, 0x41E, 0x43B, 0x430])
    }

    @Test func lettersWithoutADecompositionAreKept() {
        #expect(scalars(UnicodeFolding.fold("\u{D8}")) == [0xD8])
        #expect(
            scalars(UnicodeFolding.fold("Troms\u{F8} \u{141}\u{F3}d\u{17A} Stra\u{DF}e"))
                == scalars("Troms\u{F8} \u{141}odz Stra\u{DF}e"))
    }

    @Test func hangulSyllablesAreNotTakenApart() {
        let seoul = "\u{C11C}\u{C6B8}"

        #expect(scalars(UnicodeFolding.fold(seoul)) == [0xC11C, 0xC6B8])
    }

    @Test func eachFoldedScalarIsPassedInOrder() {
        var passed: [UInt32] = []

        UnicodeFolding.forEachFoldedScalar(of: "\u{FB01}e\u{301}\u{C5}!") { passed.append($0.value) }

        #expect(passed == scalars("fieA!"))
    }

    @Test func theTableIsSortedAndItsOffsetsSpanTheReplacements() {
        let scalars = UnicodeFolding.scalars
        let offsets = UnicodeFolding.offsets

        #expect(scalars.count == 5_775)
        #expect(zip(scalars, scalars.dropFirst()).allSatisfy { $0 < $1 })
        #expect(offsets.count == scalars.count + 1)
        #expect(offsets.first == 0)
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(offsets.last.map(Int.init) == UnicodeFolding.replacements.count)
        #expect(!scalars.contains { $0 < 0x80 })
        #expect(UnicodeFolding.replacements.allSatisfy { Unicode.Scalar($0) != nil })
    }

    @Test func foldingTwiceChangesNothingMore() {
        let everyFoldedScalar = String(
            String.UnicodeScalarView(UnicodeFolding.scalars.compactMap(Unicode.Scalar.init)))
        let once = UnicodeFolding.fold(everyFoldedScalar)

        #expect(scalars(UnicodeFolding.fold(once)) == scalars(once))
    }
}
