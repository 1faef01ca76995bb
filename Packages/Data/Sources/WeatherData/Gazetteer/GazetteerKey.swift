import Domain

/// How the gazetteer folds names into keys, byte for byte as scripts/generate_gazetteer.py does.
///
/// Compatibility decomposition, combining marks dropped, a few Latin letters that do not decompose
/// spelt out ("ø" → "o", "ß" → "ss"), ASCII lower case; every other character separates words, and
/// runs of separators become one space. "Zürich", "ZURICH" and "zurich" all fold to "zurich",
/// "Winston-Salem" to "winston salem".
enum GazetteerKey {
    static func fold(_ text: String) -> [UInt8] {
        var key: [UInt8] = []
        key.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        func append(_ byte: UInt8) {
            let isWordByte = (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
            guard isWordByte else {
                pendingSpace = !key.isEmpty
                return
            }
            if pendingSpace { key.append(0x20) }
            pendingSpace = false
            key.append(byte)
        }
        UnicodeFolding.forEachFoldedScalar(of: text) { scalar in
            if let spelt = specialLetters[scalar] {
                spelt.utf8.forEach(append)
            } else if scalar.isASCII {
                let byte = UInt8(scalar.value)
                append((0x41...0x5A).contains(byte) ? byte + 0x20 : byte)
            } else {
                append(0x20)
            }
        }
        return key
    }

    /// The same table as SPECIAL_LETTERS in the generator.
    private static let specialLetters: [Unicode.Scalar: String] = [
        "ø": "o", "Ø": "o", "ł": "l", "Ł": "l", "đ": "d", "Đ": "d", "ß": "ss", "ẞ": "ss",
        "æ": "ae", "Æ": "ae", "œ": "oe", "Œ": "oe", "ı": "i", "þ": "th", "Þ": "th",
        "ð": "d", "Ð": "d", "ħ": "h", "Ħ": "h", "ə": "a", "Ə": "a", "ŋ": "n", "Ŋ": "n",
    ]
}
