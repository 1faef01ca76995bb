import Foundation

/// The parts of Markdown text the documentation tests read.
enum MarkdownText {
    /// The targets of `[text](target)` links.
    static func links(in text: String) -> [String] {
        text.matches(of: /\]\(([^)\s]+)\)/).map { String($0.output.1) }
    }

    /// Each heading's anchor as GitHub makes it: lower case, spaces as hyphens, other punctuation dropped.
    static func anchors(in text: String) -> Set<String> {
        Set(
            text.split(separator: "\n").filter { $0.hasPrefix("#") }.map { heading in
                let title = heading.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
                return String(
                    title.compactMap {
                        $0 == " " ? "-" : ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : nil
                    })
            })
    }

    /// The concrete `wxapp …` command lines the text shows, as words: inline code that starts with `wxapp `,
    /// `$ wxapp …` lines of code blocks, and `wxapp …` lines of shell code blocks. Lines with placeholders
    /// (`<place>`, `[place...]`, `get|set`, `…`) are left out; a pipe, a redirection or a comment ends a line.
    static func commandLines(in text: String) -> [[String]] {
        var lines: [String] = []
        var fence: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                fence = fence == nil ? String(trimmed.dropFirst(3)) : nil
                continue
            }
            if let kind = fence {
                if trimmed.hasPrefix("$ wxapp ") {
                    lines.append(String(trimmed.dropFirst(2)))
                } else if ["sh", "bash", "shell"].contains(kind), trimmed.hasPrefix("wxapp ") {
                    lines.append(trimmed)
                }
            } else {
                lines += trimmed.matches(of: /`(wxapp [^`]+)`/).map { String($0.output.1) }
            }
        }
        return lines.compactMap(words)
    }

    /// `line` split as a shell splits it, up to a pipe, a redirection or a comment; nil with a placeholder.
    private static func words(_ line: String) -> [String]? {
        var words: [String] = []
        var word = ""
        var quote: Character?
        var inWord = false
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character == " " {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else if !inWord, ["#", ">", "&"].contains(character) || (character == "|" && word.isEmpty) {
                break
            } else {
                if ["<", ">", "[", "]", "|", "…"].contains(character) { return nil }
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        guard words.first == "wxapp", !words.contains(where: { $0.contains("...") }) else { return nil }
        return words
    }
}
