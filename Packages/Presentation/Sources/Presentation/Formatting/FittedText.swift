/// Text made to fit a number of columns, measured by display width; colour escape sequences take none.
///
/// Lines of words are wrapped at spaces and continue under their value (a line with a label, two spaces
/// and a value) or two columns further in than they start; a word longer than a whole line is broken.
/// A single value in a cell is shortened instead, ending with an ellipsis.
enum FittedText {
    /// Columns `line` takes on screen, colour escape sequences aside.
    static func width(_ line: String) -> Int {
        guard line.utf8.contains(0x1B) else { return DisplayWidth.of(line) }
        return pieces(of: line).reduce(0) { $0 + ($1.isEscape ? 0 : DisplayWidth.of($1.text)) }
    }

    /// `text` (without colour) cut to `width` columns, ending with `ellipsis` where it was cut, and with
    /// `tail` kept whole at the end when it leaves room for a few characters before it: "Santiago de l…, DO".
    static func truncated(_ text: String, to width: Int, ellipsis: String, keeping tail: String = "")
        -> String
    {
        guard DisplayWidth.of(text) > width else { return text }
        let tailWidth = DisplayWidth.of(tail)
        let ellipsisWidth = DisplayWidth.of(ellipsis)
        if !tail.isEmpty, text.hasSuffix(tail), width - tailWidth - ellipsisWidth >= 3 {
            let head = String(text.dropLast(tail.count))
            return prefix(of: head, width: width - tailWidth - ellipsisWidth) + ellipsis + tail
        }
        guard width > ellipsisWidth else { return prefix(of: text, width: width) }
        return prefix(of: text, width: width - ellipsisWidth) + ellipsis
    }

    /// The longest start of `text` that takes at most `width` columns, without trailing spaces.
    static func prefix(of text: String, width: Int) -> String {
        var result = ""
        var used = 0
        for character in text {
            let columns = DisplayWidth.of(String(character))
            guard used + columns <= width else { break }
            result.append(character)
            used += columns
        }
        while result.hasSuffix(" ") { result.removeLast() }
        return result
    }

    /// Every line of `text` wrapped to `width`; the line breaks it had, and a final one, are kept.
    static func wrapping(_ text: String, width: Int) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.contains(where: { self.width(String($0)) > width }) else { return text }
        return lines.map { wrap(String($0), width: width).joined(separator: "\n") }.joined(separator: "\n")
    }

    /// `line` as lines of at most `width` columns, broken at spaces; unchanged when it fits or when no
    /// width is given. Continued lines start `indent` columns in, when given.
    static func wrap(_ line: String, width: Int?, indent given: Int? = nil) -> [String] {
        guard let width, width > 1, self.width(line) > width else { return [line] }
        let words = self.words(of: line)
        let indent = given.map { min($0, width / 2) } ?? hangingIndent(of: words, width: width)
        var lines: [String] = []
        var current = ""
        var used = 0
        var lineHasWord = false
        // The spaces before the next word: written only when that word goes on the same line.
        var spaces: Word?
        func breakLine() {
            lines.append(current + (spaces.map { escapes(in: $0.text) } ?? ""))
            current = String(repeating: " ", count: indent)
            used = indent
            lineHasWord = false
            spaces = nil
        }
        for word in words {
            if word.isSpace {
                if lines.isEmpty, !lineHasWord {
                    current += word.text
                    used += word.width
                } else {
                    spaces =
                        spaces.map {
                            Word(text: $0.text + word.text, width: $0.width + word.width, isSpace: true)
                        } ?? word
                }
                continue
            }
            var word = word
            // A word that fits no line (a long path) starts where it is, rather than after an empty end.
            let fitsALine = word.width <= width - indent
            if lineHasWord, used + (spaces?.width ?? 0) + word.width > width, fitsALine || used >= width - 1 {
                breakLine()
            } else if let pending = spaces {
                current += pending.text
                used += pending.width
                spaces = nil
            }
            // A word longer than a line is broken where the line ends.
            while used + word.width > width {
                let (head, rest) = split(word, at: width - used)
                // Not even one character fits (a wide one in the last column): let it run over.
                guard head.width > 0 else { break }
                current += head.text
                breakLine()
                word = rest
            }
            current += word.text
            used += word.width
            lineHasWord = true
        }
        lines.append(current + (spaces.map { escapes(in: $0.text) } ?? ""))
        return lines
    }

    /// `parts` joined by `separator` on as few lines of at most `width` columns as they fit; a part that
    /// does not fit a line of its own is wrapped.
    static func packed(_ parts: [String], separator: String, width: Int?) -> [String] {
        guard let width else { return [parts.joined(separator: separator)] }
        var lines: [String] = []
        var current = ""
        for part in parts {
            if current.isEmpty {
                current = part
            } else if self.width(current + separator + part) <= width {
                current += separator + part
            } else {
                lines.append(current)
                current = part
            }
        }
        lines.append(current)
        return lines.flatMap { wrap($0, width: width) }
    }

    // MARK: - Words

    private struct Piece {
        let text: String
        let isEscape: Bool
    }

    private struct Word {
        var text: String
        var width: Int
        let isSpace: Bool
    }

    /// The line cut into escape sequences (`ESC [ … letter`) and the text between them.
    private static func pieces(of line: String) -> [Piece] {
        var pieces: [Piece] = []
        var text = ""
        var escape: String?
        for scalar in line.unicodeScalars {
            if var sequence = escape {
                sequence.unicodeScalars.append(scalar)
                let isFinal = sequence.unicodeScalars.count > 2 && (0x40...0x7E).contains(scalar.value)
                if isFinal || (sequence.unicodeScalars.count == 2 && scalar != "[") {
                    pieces.append(Piece(text: sequence, isEscape: true))
                    escape = nil
                } else {
                    escape = sequence
                }
            } else if scalar == "\u{1B}" {
                if !text.isEmpty { pieces.append(Piece(text: text, isEscape: false)) }
                text = ""
                escape = "\u{1B}"
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        if let escape { pieces.append(Piece(text: escape, isEscape: true)) }
        if !text.isEmpty { pieces.append(Piece(text: text, isEscape: false)) }
        return pieces
    }

    /// Runs of spaces and runs of everything else; escape sequences stick to the word they touch.
    private static func words(of line: String) -> [Word] {
        var words: [Word] = []
        func append(_ text: String, width: Int, isSpace: Bool) {
            if let last = words.last, last.isSpace == isSpace {
                words[words.count - 1].text += text
                words[words.count - 1].width += width
            } else {
                words.append(Word(text: text, width: width, isSpace: isSpace))
            }
        }
        for piece in pieces(of: line) {
            if piece.isEscape {
                append(piece.text, width: 0, isSpace: words.last?.isSpace ?? false)
                continue
            }
            for character in piece.text {
                append(
                    String(character), width: DisplayWidth.of(String(character)), isSpace: character == " ")
            }
        }
        return words
    }

    /// Where continued lines start: under the value of "Label   value" (two spaces or more after the first
    /// words), else two columns in from where the line starts; never past half the width.
    private static func hangingIndent(of words: [Word], width: Int) -> Int {
        let leading = words.first?.isSpace == true ? words[0].width : 0
        var column = 0
        for (index, word) in words.enumerated() {
            if word.isSpace, word.width >= 2, index > 0, index + 1 < words.count, column > leading {
                let value = column + word.width
                if value <= width / 2 { return value }
                break
            }
            column += word.width
        }
        return min(leading + 2, width / 2)
    }

    /// The first `columns` columns of a word, and the rest.
    private static func split(_ word: Word, at columns: Int) -> (Word, Word) {
        var head = ""
        var used = 0
        var rest = ""
        var restWidth = 0
        for piece in pieces(of: word.text) {
            if piece.isEscape {
                if rest.isEmpty && used < columns { head += piece.text } else { rest += piece.text }
                continue
            }
            for character in piece.text {
                let width = DisplayWidth.of(String(character))
                if rest.isEmpty && used + width <= columns {
                    head.append(character)
                    used += width
                } else {
                    rest.append(character)
                    restWidth += width
                }
            }
        }
        guard !(head + rest).contains("\u{1B}") else {
            return (
                Word(text: head, width: used, isSpace: false),
                Word(text: rest, width: restWidth, isSpace: false)
            )
        }
        let moved = LineBreak.moved(head, rest)
        return (
            Word(text: moved.head, width: DisplayWidth.of(moved.head), isSpace: false),
            Word(text: moved.rest, width: DisplayWidth.of(moved.rest), isSpace: false)
        )
    }

    /// The escape sequences of `text` alone, so that spaces left out at a line's end keep their colour codes.
    private static func escapes(in text: String) -> String {
        guard text.utf8.contains(0x1B) else { return "" }
        return pieces(of: text).filter(\.isEscape).map(\.text).joined()
    }
}
