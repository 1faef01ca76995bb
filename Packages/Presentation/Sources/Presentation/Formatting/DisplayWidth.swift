/// How many terminal columns text takes: wide East Asian and emoji characters take two, marks none.
enum DisplayWidth {
    static func of(_ text: String) -> Int {
        if text.utf8.allSatisfy(\.isPrintableASCII) { return text.utf8.count }
        // Printable Latin-1, the Latin letters after it ("18 °C", "Zürich", "Łódź"), dashes and the ellipsis,
        // arrows ("NNE ↓"), the minus sign, and box and block drawing (a table's lines, a bar) are one column
        // per scalar, with no combining mark among them: no grapheme breaking needed.
        if text.unicodeScalars.allSatisfy(isOneColumnAlone) { return text.unicodeScalars.count }
        return text.reduce(0) { $0 + width(of: $1) }
    }

    /// `text` padded with spaces to `width` columns, on the right or on the left.
    static func pad(_ text: String, to width: Int, alignRight: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - of(text)))
        return alignRight ? padding + text : text + padding
    }

    private static func isOneColumnAlone(_ scalar: Unicode.Scalar) -> Bool {
        (0x20..<0x7F).contains(scalar.value) || (0xA0..<0x300).contains(scalar.value)
            || (0x2010..<0x2028).contains(scalar.value) || (0x2190..<0x2200).contains(scalar.value)
            || scalar.value == 0x2212 || (0x2500..<0x25A0).contains(scalar.value)
    }

    private static func width(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        // Control characters (general category Cc) are exactly these two ranges.
        if first.value < 0x20 || (0x7F..<0xA0).contains(first.value) { return 0 }
        if scalars.contains(where: isWide) { return 2 }
        return 1
    }

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        // Nothing below the Hangul Jamo is wide or shown as emoji by default: no property lookup needed.
        if scalar.value < 0x1100 { return false }
        if scalar.properties.isEmojiPresentation || scalar == "\u{FE0F}" { return true }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}

extension UInt8 {
    /// A byte of printable ASCII (space through tilde): one column wide, never a control character.
    var isPrintableASCII: Bool { self >= 0x20 && self < 0x7F }
}
