/// A name as wxapp matches it: the one fold behind every comparison of a typed name with a known one
/// (countries, gazetteer cities, saved places, one place under two spellings, geocoding results).
///
/// Compatibility decomposition with the marks dropped ("Zürich", "ZURICH" and a full-width "Ｚｕｒｉｃｈ" are
/// "zurich"), the Latin letters that do not decompose spelt out ("ø" → "o", "ł" → "l", "ß" → "ss"), lower
/// case. Every character that is neither a letter nor a digit (white space, hyphens, apostrophes, dots)
/// separates words, and "St"/"Ste" before another word are "Saint"/"Sainte". Two keys are equal when
/// their words run together are: "Winston-Salem", "winston salem" and "WinstonSalem" are one name, and so
/// are "Xi'an" and "Xian". scripts/generate_gazetteer.py folds gazetteer.tsv's keys the same way.
public struct SearchKey: Sendable, Hashable, CustomStringConvertible {
    /// The words, separated by one space: "saint john s" for "St. John’s".
    public let words: String
    /// The words run together, which is what equality compares: "saintjohns".
    public let compact: String

    public init(_ text: String) {
        let words = Self.abbreviationsSpeltOut(Self.foldedWords(of: text))
        self.words = words.joined(separator: " ")
        self.compact = words.joined()
    }

    /// True when the text had no letter or digit, so that the key names nothing and matches nothing.
    public var isEmpty: Bool { compact.isEmpty }

    public var description: String { words }

    public static func == (lhs: SearchKey, rhs: SearchKey) -> Bool {
        lhs.compact == rhs.compact
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(compact)
    }

    private static func foldedWords(of text: String) -> [String] {
        var words: [String] = []
        var word = String.UnicodeScalarView()
        func endWord() {
            if !word.isEmpty { words.append(String(word)) }
            word = String.UnicodeScalarView()
        }
        func append(_ scalar: Unicode.Scalar) {
            if scalar.isASCII {
                switch scalar.value {
                case 0x61...0x7A, 0x30...0x39: word.append(scalar)
                case 0x41...0x5A: word.append(Unicode.Scalar(scalar.value + 0x20)!)
                default: endWord()
                }
            } else if scalar.isLetterOrNumber && !apostropheLetters.contains(scalar.value) {
                word.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            } else {
                endWord()
            }
        }
        UnicodeFolding.forEachFoldedScalar(of: text) { scalar in
            if let spelt = specialLetters[scalar] {
                spelt.unicodeScalars.forEach(append)
            } else {
                append(scalar)
            }
        }
        endWord()
        return words
    }

    /// "st louis" → "saint louis": the abbreviation only before another word, so that a search for "st"
    /// still finds "Stockholm".
    private static func abbreviationsSpeltOut(_ words: [String]) -> [String] {
        words.indices.map { index in
            guard index < words.count - 1 else { return words[index] }
            return abbreviations[words[index]] ?? words[index]
        }
    }

    /// Modifier letters that names use as apostrophes ("Hawaiʻi", "Sanʿaʾ"): separators, like "'" and "’".
    private static let apostropheLetters: ClosedRange<UInt32> = 0x02B9...0x02BF

    private static let abbreviations = ["st": "saint", "ste": "sainte"]

    /// Latin letters that Unicode does not decompose into a base letter and a mark; SPECIAL_LETTERS in
    /// scripts/generate_gazetteer.py is the same table.
    private static let specialLetters: [Unicode.Scalar: String] = [
        "ø": "o", "Ø": "o", "ł": "l", "Ł": "l", "đ": "d", "Đ": "d", "ß": "ss", "ẞ": "ss",
        "æ": "ae", "Æ": "ae", "œ": "oe", "Œ": "oe", "ı": "i", "þ": "th", "Þ": "th",
        "ð": "d", "Ð": "d", "ħ": "h", "Ħ": "h", "ə": "a", "Ə": "a", "ŋ": "n", "Ŋ": "n",
    ]
}

extension Unicode.Scalar {
    /// Letters (L*) and numbers (N*), as Python's `str.isalnum` sees them, which the generator uses.
    fileprivate var isLetterOrNumber: Bool {
        switch properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber:
            true
        default: false
        }
    }
}
