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
        // Most names and every code are one word of ASCII letters and digits: the key is the lower case.
        if !text.isEmpty, text.utf8.allSatisfy({ Self.isASCIILetterOrDigit($0) }) {
            words = text.lowercased()
            compact = words
            return
        }
        var builder = Builder()
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            text.utf8.forEach { builder.append(ascii: $0) }
        } else {
            UnicodeFolding.forEachFoldedScalar(of: text) { builder.append($0) }
        }
        builder.finish()
        self.words = String(decoding: builder.words, as: UTF8.self)
        self.compact = String(decoding: builder.compact, as: UTF8.self)
    }

    private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        (0x61...0x7A).contains(byte) || (0x41...0x5A).contains(byte) || (0x30...0x39).contains(byte)
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

    /// Both forms of the key built in one pass over the folded scalars, as UTF-8 bytes.
    private struct Builder {
        var words: [UInt8] = []
        var compact: [UInt8] = []
        private var inWord = false
        private var wordStart = 0
        private var compactStart = 0

        mutating func append(ascii byte: UInt8) {
            switch byte {
            case 0x61...0x7A, 0x30...0x39: appendToWord(byte)
            case 0x41...0x5A: appendToWord(byte + 0x20)
            default: inWord = false
            }
        }

        /// A letter with no lower case of its own (東, ب) is appended as it is, and only a Latin letter is
        /// looked for among the special ones: a String for each scalar's lower case, and a look-up of each,
        /// cost reading the country catalog (1,800 names in eleven languages) 0.6 M instructions more.
        mutating func append(_ scalar: Unicode.Scalar) {
            if scalar.isASCII {
                append(ascii: UInt8(scalar.value))
            } else if scalar.value <= SearchKey.lastSpecialLatinLetter || scalar == "ẞ",
                let spelt = SearchKey.specialLetters[scalar]
            {
                spelt.utf8.forEach { append(ascii: $0) }
            } else if scalar.isLetterOrNumber && !SearchKey.apostropheLetters.contains(scalar.value) {
                if scalar.properties.changesWhenLowercased {
                    scalar.properties.lowercaseMapping.utf8.forEach { appendToWord($0) }
                } else {
                    UTF8.encode(scalar) { appendToWord($0) }
                }
            } else {
                inWord = false
            }
        }

        /// Closes the key: the last word is never an abbreviation to spell out.
        mutating func finish() {
            inWord = false
        }

        private mutating func appendToWord(_ byte: UInt8) {
            if !inWord {
                if !words.isEmpty {
                    spellOutPreviousWord()
                    words.append(0x20)
                }
                wordStart = words.count
                compactStart = compact.count
                inWord = true
            }
            words.append(byte)
            compact.append(byte)
        }

        /// "st louis" → "saint louis": an abbreviation only before another word, so that a search for
        /// "st" still finds "Stockholm".
        private mutating func spellOutPreviousWord() {
            let previous = words[wordStart...]
            guard let spelt = SearchKey.abbreviations.first(where: { previous.elementsEqual($0.short.utf8) })
            else { return }
            words.replaceSubrange(wordStart..., with: spelt.long.utf8)
            compact.replaceSubrange(compactStart..., with: spelt.long.utf8)
        }
    }

    /// Modifier letters that names use as apostrophes ("Hawaiʻi", "Sanʿaʾ"): separators, like "'" and "’".
    fileprivate static let apostropheLetters: ClosedRange<UInt32> = 0x02B9...0x02BF

    fileprivate static let abbreviations: [(short: String, long: String)] = [
        ("st", "saint"), ("ste", "sainte"),
    ]

    /// The last of `specialLetters` but ẞ: ə, in the IPA extensions.
    fileprivate static let lastSpecialLatinLetter: UInt32 = 0x0259

    /// Latin letters that Unicode does not decompose into a base letter and a mark; SPECIAL_LETTERS in
    /// scripts/generate_gazetteer.py is the same table.
    fileprivate static let specialLetters: [Unicode.Scalar: String] = [
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
