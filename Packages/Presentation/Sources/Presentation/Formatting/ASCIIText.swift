import Domain

/// Text in ASCII alone, kept as readable as it can be: accents folded ("Zürich" → "Zurich", "Łódź" →
/// "Lodz", "Tromsø" → "Tromso"), signs spelt out ("12°C" → "12C", "225°" → "225 deg", "…" → "...",
/// "µg/m³" → "ug/m3"), box lines drawn with `+`, `-` and `|`, and any other character a question mark
/// for each column it takes ("東京" → "????"), so that nothing shifts where the width is kept.
enum ASCIIText {
    static func fold(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text }
        var folded = ""
        folded.reserveCapacity(text.utf8.count)
        var characters = text.makeIterator()
        var next = characters.next()
        while let character = next {
            next = characters.next()
            if character.isASCII {
                folded.append(character)
            } else if character == "°" {
                // "12°C" and "54°F" lose the sign; a bare angle or difference says "deg".
                folded += next == "C" || next == "F" ? "" : " deg"
            } else {
                folded += form(of: character)
            }
        }
        return folded
    }

    /// The ASCII form of one character that is not ASCII.
    private static func form(of character: Character) -> String {
        var form = ""
        var known = true
        UnicodeFolding.forEachFoldedScalar(of: String(character)) { scalar in
            if scalar.isASCII {
                form.unicodeScalars.append(scalar)
            } else if let replacement = replacement(for: scalar) {
                form += replacement
            } else {
                known = false
            }
        }
        guard known else {
            return String(repeating: "?", count: DisplayWidth.of(String(character)))
        }
        return form
    }

    private static func replacement(for scalar: Unicode.Scalar) -> String? {
        if let letter = letters[scalar] { return letter }
        switch scalar.value {
        case 0x2500...0x257F: return boxDrawing(scalar.value)
        case 0x2580...0x259F: return "#"
        default: return nil
        }
    }

    /// Lines of the box-drawing block: horizontal ones become `-`, vertical ones `|`, the rest `+`.
    private static func boxDrawing(_ value: UInt32) -> String {
        switch value {
        case 0x2500, 0x2501, 0x2504, 0x2505, 0x2508, 0x2509, 0x254C, 0x254D, 0x2550, 0x2574, 0x2576,
            0x2578, 0x257A, 0x257C, 0x257E:
            "-"
        case 0x2502, 0x2503, 0x2506, 0x2507, 0x250A, 0x250B, 0x254E, 0x254F, 0x2551, 0x2575, 0x2577,
            0x2579, 0x257B, 0x257D, 0x257F:
            "|"
        default: "+"
        }
    }

    /// Letters that no decomposition takes to ASCII, and signs wxapp prints.
    private static let letters: [Unicode.Scalar: String] = [
        "ø": "o", "Ø": "O", "ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "ß": "ss", "ẞ": "SS", "æ": "ae",
        "Æ": "AE", "œ": "oe", "Œ": "OE", "ı": "i", "þ": "th", "Þ": "Th", "ð": "d", "Ð": "D", "ħ": "h",
        "Ħ": "H", "ə": "a", "Ə": "A", "ŋ": "n", "Ŋ": "N", "ĸ": "k", "ŧ": "t", "Ŧ": "T", "ſ": "s",
        "µ": "u", "μ": "u",
        "\u{2010}": "-", "\u{2011}": "-", "\u{2012}": "-", "\u{2013}": "-", "\u{2014}": "-",
        "\u{2015}": "-", "\u{2212}": "-", "…": "...", "·": "-", "•": "*", "∙": "*",
        "‘": "'", "’": "'", "‚": "'", "′": "'", "“": "\"", "”": "\"", "„": "\"", "″": "\"",
        "«": "<<", "»": ">>", "‹": "<", "›": ">", "×": "x", "÷": "/", "±": "+/-", "¡": "!", "¿": "?",
        "←": "<", "↑": "^", "→": ">", "↓": "v", "↖": "\\", "↗": "/", "↘": "\\", "↙": "/",
        "\u{2044}": "/", "\u{00A0}": " ", "\u{202F}": " ",
    ]
}
