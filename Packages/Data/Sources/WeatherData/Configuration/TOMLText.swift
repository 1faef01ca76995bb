/// Checks on a TOML document's text that the parser cannot make: it reads its input and its strings as C
/// strings, so a NUL, raw or escaped (`\u0000`, `\U00000000` in a basic string), would silently end the
/// document or a value there.
enum TOMLText {
    private enum Context {
        case bare, comment, basic, multilineBasic, literal, multilineLiteral
    }

    /// The 1-based line of the first NUL character in `text`, raw or escaped; nil when it holds none.
    static func lineOfNUL(in text: String) -> Int? {
        let bytes = Array(text.utf8)
        var context = Context.bare
        var line = 1
        var index = 0
        func starts(_ prefix: String, at position: Int) -> Bool {
            bytes[min(position, bytes.count)...].starts(with: prefix.utf8)
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0 { return line }
            if byte == UInt8(ascii: "\n") { line += 1 }
            switch context {
            case .bare:
                if byte == UInt8(ascii: "#") {
                    context = .comment
                } else if starts("\"\"\"", at: index) {
                    context = .multilineBasic
                    index += 2
                } else if byte == UInt8(ascii: "\"") {
                    context = .basic
                } else if starts("'''", at: index) {
                    context = .multilineLiteral
                    index += 2
                } else if byte == UInt8(ascii: "'") {
                    context = .literal
                }
            case .comment:
                if byte == UInt8(ascii: "\n") { context = .bare }
            case .basic, .multilineBasic:
                if byte == UInt8(ascii: "\\") {
                    if starts("u0000", at: index + 1) || starts("U00000000", at: index + 1) { return line }
                    // The escaped character is skipped, unless it is the line break of a line-ending backslash.
                    if index + 1 < bytes.count, bytes[index + 1] != UInt8(ascii: "\n") { index += 1 }
                } else if context == .multilineBasic, starts("\"\"\"", at: index) {
                    context = .bare
                    index += 2
                } else if context == .basic, byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\n") {
                    context = .bare
                }
            case .literal:
                if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\n") { context = .bare }
            case .multilineLiteral:
                if starts("'''", at: index) {
                    context = .bare
                    index += 2
                }
            }
            index += 1
        }
        return nil
    }
}
