/// How many columns a terminal gives printed text, counted here on its own rather than with wxapp's
/// code: East Asian wide and full-width characters and emoji take two, combining marks none, and colour
/// escape sequences nothing.
enum TerminalColumns {
    static func of(_ line: String) -> Int {
        withoutEscapes(line).reduce(0) { $0 + columns(of: $1) }
    }

    /// The lines of `text` wider than `width`, each with its width.
    static func overflowing(_ text: String, width: Int) -> [(line: String, columns: Int)] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            .map { ($0, of($0)) }.filter { $0.1 > width }
    }

    private static func columns(of character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        if first.value < 0x20 || (0x7F..<0xA0).contains(first.value) { return 0 }
        let wide = character.unicodeScalars.contains { scalar in
            scalar.properties.isEmojiPresentation || scalar == "\u{FE0F}"
                || [
                    0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
                    0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
                    0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
                ].contains { $0.contains(scalar.value) }
        }
        return wide ? 2 : 1
    }

    /// `line` without `ESC [ … letter` sequences.
    private static func withoutEscapes(_ line: String) -> String {
        guard line.contains("\u{1B}") else { return line }
        var result = String.UnicodeScalarView()
        var inEscape = false
        var afterBracket = false
        for scalar in line.unicodeScalars {
            if inEscape {
                if !afterBracket {
                    afterBracket = true
                    if scalar != "[" { inEscape = false }
                } else if (0x40...0x7E).contains(scalar.value) {
                    inEscape = false
                }
            } else if scalar == "\u{1B}" {
                inEscape = true
                afterBracket = false
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}
