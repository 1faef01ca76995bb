/// The statements of a TOML document, found without building it: each table header and each key-value pair
/// with its lines, its key (the table's and its own, dotted) and how deep it nests (each key part, inline
/// table and array is a level). The parser follows nesting down by recursion, so a document deeper than
/// `maximumDepth` is refused at its line before the parser sees it. A document that is not TOML is read
/// up to its first fault and left to the parser, which names the fault.
struct TOMLStatements {
    /// The deepest nesting wxapp reads; its own settings are two levels deep (`units.wind`).
    static let maximumDepth = 16

    struct Statement: Equatable {
        /// 1-based, the first and the last line the statement is written on.
        let lines: ClosedRange<Int>
        /// The table's key for a header, else the table's key and the statement's own.
        let key: [String]
    }

    /// The statements read, in order, up to the end or the first fault.
    private(set) var statements: [Statement] = []
    /// The line of the first statement nested deeper than `maximumDepth`; nil when none is.
    private(set) var lineTooDeep: Int?

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1

    init(_ text: String) {
        bytes = Array(text.utf8)
        readDocument()
    }

    /// The key `name` names ("units.wind", "\"a.b\".c"), or nil when it is not a key.
    static func key(_ name: String) -> [String]? {
        var reader = TOMLStatements(bytes: Array(name.utf8))
        guard let key = reader.readKey(), reader.index == reader.bytes.count else { return nil }
        return key
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func readDocument() {
        var table: [String] = []
        while true {
            skipBlank(lineBreaks: true)
            guard let byte = current else { return }
            let first = line
            let statement: Statement
            if byte == UInt8(ascii: "[") {
                index += 1
                let array = current == UInt8(ascii: "[")
                if array { index += 1 }
                guard let key = readKey(), expect("]"), !array || expect("]") else { return }
                note(key.count, at: first)
                table = key
                statement = Statement(lines: first...line, key: key)
            } else {
                guard let key = readKey(), expect("=") else { return }
                note(table.count + key.count, at: first)
                guard readValue(depth: table.count + key.count) else { return }
                statement = Statement(lines: first...line, key: table + key)
            }
            // A comment may follow on the statement's last line; anything else is the parser's to name.
            skipBlank(lineBreaks: false)
            guard current == nil || current == UInt8(ascii: "\n") else { return }
            statements.append(statement)
        }
    }

    /// Notes `line` as the first too deep when `depth` is deeper than wxapp reads.
    private mutating func note(_ depth: Int, at line: Int) {
        if depth > Self.maximumDepth, lineTooDeep == nil { lineTooDeep = line }
    }

    /// Reads a value at `depth`, skipping it without following it down once it is too deep; false at a fault.
    private mutating func readValue(depth: Int) -> Bool {
        skipBlank(lineBreaks: false)
        guard depth <= Self.maximumDepth else {
            note(depth, at: line)
            return skipValue()
        }
        guard let byte = current else { return false }
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return readString() != nil
        case UInt8(ascii: "["):
            index += 1
            while true {
                skipBlank(lineBreaks: true)
                if current == UInt8(ascii: "]") {
                    index += 1
                    return true
                }
                guard readValue(depth: depth + 1) else { return false }
                skipBlank(lineBreaks: true)
                if current == UInt8(ascii: ",") {
                    index += 1
                } else if current != UInt8(ascii: "]") {
                    return false
                }
            }
        case UInt8(ascii: "{"):
            index += 1
            skipBlank(lineBreaks: false)
            if current == UInt8(ascii: "}") {
                index += 1
                return true
            }
            while true {
                let start = line
                guard let key = readKey(), expect("=") else { return false }
                note(depth + key.count, at: start)
                guard readValue(depth: depth + key.count) else { return false }
                skipBlank(lineBreaks: false)
                if current == UInt8(ascii: "}") {
                    index += 1
                    return true
                }
                guard expect(",") else { return false }
            }
        default:
            // A number, a date, true or false: up to what ends a value.
            let start = index
            while let byte = current, !" \t\r\n,]}#".utf8.contains(byte) { index += 1 }
            return index > start
        }
    }

    /// Skips a value however deep, by counting its brackets; false at a fault.
    private mutating func skipValue() -> Bool {
        var open = 0
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                guard readString() != nil else { return false }
                continue
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                open += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                guard open > 0 else { return true }
                open -= 1
                if open == 0 {
                    index += 1
                    return true
                }
            case UInt8(ascii: "#"):
                skipBlank(lineBreaks: false)
                continue
            case UInt8(ascii: "\n"):
                guard open > 0 else { return true }
                line += 1
            case UInt8(ascii: ","):
                if open == 0 { return true }
            default:
                break
            }
            index += 1
        }
        return open == 0
    }

    /// Reads a dotted key, white space around its dots; nil at a fault.
    private mutating func readKey() -> [String]? {
        var parts: [String] = []
        while true {
            skipBlank(lineBreaks: false)
            guard let byte = current else { return nil }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                guard let part = readString() else { return nil }
                parts.append(part)
            } else {
                let start = index
                while let byte = current, Self.isBare(byte) { index += 1 }
                guard index > start else { return nil }
                parts.append(String(decoding: bytes[start..<index], as: UTF8.self))
            }
            skipBlank(lineBreaks: false)
            guard current == UInt8(ascii: ".") else { return parts }
            index += 1
        }
    }

    /// Reads a string of any of the four kinds, escapes kept as written; nil when it does not end.
    private mutating func readString() -> String? {
        guard let quote = current else { return nil }
        let triple = index + 2 < bytes.count && bytes[index + 1] == quote && bytes[index + 2] == quote
        index += triple ? 3 : 1
        let start = index
        while let byte = current {
            if byte == quote,
                !triple || (index + 2 < bytes.count && bytes[index + 1] == quote && bytes[index + 2] == quote)
            {
                let text = String(decoding: bytes[start..<index], as: UTF8.self)
                index += triple ? 3 : 1
                // A multi-line string may end with up to two more quotes of its own.
                while triple, current == quote { index += 1 }
                return text
            }
            if byte == UInt8(ascii: "\n") {
                guard triple else { return nil }
                line += 1
            }
            if byte == UInt8(ascii: "\\"), quote == UInt8(ascii: "\""), index + 1 < bytes.count,
                bytes[index + 1] != UInt8(ascii: "\n")
            {
                index += 1
            }
            index += 1
        }
        return nil
    }

    /// Skips spaces, tabs and comments, and line breaks too when `lineBreaks`.
    private mutating func skipBlank(lineBreaks: Bool) {
        while let byte = current {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                index += 1
            } else if byte == UInt8(ascii: "#") {
                while let byte = current, byte != UInt8(ascii: "\n") { index += 1 }
            } else if byte == UInt8(ascii: "\n"), lineBreaks {
                line += 1
                index += 1
            } else {
                return
            }
        }
    }

    private mutating func expect(_ character: Unicode.Scalar) -> Bool {
        skipBlank(lineBreaks: false)
        guard current == UInt8(ascii: character) else { return false }
        index += 1
        return true
    }

    private static func isBare(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: "-")
    }
}
