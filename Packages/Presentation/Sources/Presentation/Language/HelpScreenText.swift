import Domain

/// What ArgumentParser writes around wxapp's own help text (its headings, its lines for `--help` and
/// `--version`, the values and default it adds to an option's help), in the reader's language. wxapp's
/// own sentences are in it already (`Help`); English as it is.
struct HelpScreenText: LanguageText {
    let words: Words

    /// `screen`, a help screen or a usage error as ArgumentParser lays it out, with each of its own
    /// words in the language.
    func translated(_ screen: String) -> String {
        guard words.language != .english else { return screen }
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(line)
        let values = words("values:", context: "help")
        let usual = words("default:", context: "help")
        let clause = words.clauseSeparator
        // The values and default ArgumentParser adds to an option's help ("(values: a, b; default: a)")
        // may be wrapped anywhere but within a word; the semicolon between them is the language's. A
        // full-width colon, as Japanese and Chinese write a label, takes no space after it.
        return lines.joined(separator: "\n")
            .replacing(#/\(values:/#) { _ in "(" + values }
            .replacing(#/([(;])(\s*)default:/#) { match in
                guard match.1 == ";" else { return "(" + match.2 + usual }
                let spaced = clause.hasSuffix(" ") || match.2.contains("\n")
                return clause.filter { $0 != " " } + (spaced ? match.2 : "") + usual
            }
            .replacing("\u{FF1A} ", with: "\u{FF1A}")
    }

    /// `screen`, laid out by ArgumentParser on lines too wide to wrap and translated, wrapped to `width`:
    /// an option's or a command's help continues under its text, a paragraph at its own start. (ArgumentParser
    /// lays a screen out before it is translated, and wraps at spaces only, which Japanese and Chinese have
    /// none of.)
    static func fitted(_ screen: String, width: Int) -> String {
        screen.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let text = String(line)
            let leading = text.prefix { $0 == " " }.count
            let labelled = text.firstMatch(of: #/^ +\S.*?  +(?=\S)/#).map {
                FittedText.width(String($0.output))
            }
            return FittedText.wrap(text, width: width, indent: labelled ?? leading).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    private func line(_ line: Substring) -> String {
        if line.hasPrefix("OVERVIEW: ") {
            let overview = line.dropFirst("OVERVIEW: ".count)
            // ArgumentParser's own `help` command (`wxapp help help`) says what it does itself.
            let text =
                overview == "Show subcommand help information."
                ? words("Show subcommand help information.") : String(overview)
            return words("OVERVIEW:", context: "help") + " " + text
        }
        if line.hasPrefix("USAGE: ") {
            return words("USAGE:", context: "help") + " " + line.dropFirst("USAGE: ".count)
        }
        switch line {
        case "ARGUMENTS:": return words("ARGUMENTS:", context: "help")
        case "OPTIONS:": return words("OPTIONS:", context: "help")
        case "SUBCOMMANDS:": return words("SUBCOMMANDS:", context: "help")
        default: break
        }
        if let match = line.wholeMatch(of: #/  See ('wxapp help [^']*') for detailed help\./#) {
            return "  " + words("See \(match.1) for detailed help.")
        }
        // An option's line: its names, then its help, which ArgumentParser gives these two itself.
        if line.hasSuffix(" Show the version.") {
            return line.dropLast("Show the version.".count) + words("Show the version.")
        }
        if line.hasSuffix(" Show help information.") {
            return line.dropLast("Show help information.".count) + words("Show help information.")
        }
        return String(line)
    }
}
