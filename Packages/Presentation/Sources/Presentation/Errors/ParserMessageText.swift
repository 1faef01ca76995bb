import Domain

/// ArgumentParser's usage errors in the reader's language: each kind of slip it reports, the labels of the
/// lines that follow it, and the pointer to `--help`. What they quote (an option, a value, the usage line)
/// stays as it was typed or is spelt; a command's own check (a `ValidationError`) and an option's help come
/// in the language already (`Help`).
struct ParserMessageText: LanguageText {
    let words: Words

    /// `message` as ArgumentParser writes it ("Error: …", then "Help:  …", "Usage: …" and "  See '…' for
    /// more information."), each line it knows in the language; English as it is.
    func translated(_ message: String) -> String {
        guard words.language != .english else { return message }
        return message.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            if line.hasPrefix("Error: ") { return error(slip(String(line.dropFirst(7)))) }
            if line.hasPrefix("Help:  ") { return words("Help:  \(line.dropFirst(7))") }
            if line.hasPrefix("Usage: ") { return words("Usage: \(line.dropFirst(7))") }
            if let match = line.wholeMatch(of: #/  See ('[^']+') for more information\./#) {
                return "  " + words("See \(match.1) for more information.")
            }
            // "-uo": an unknown option, or a short option that takes a value run into another.
            if let match = line.wholeMatch(of: #/   or: Missing value for ('[^']+') in ('[^']+')/#) {
                return "   " + words("or: missing value for \(match.1) in \(match.2)")
            }
            return String(line)
        }.joined(separator: "\n")
    }

    /// "Error: " before `text`, a message already in the language.
    func error(_ text: String) -> String {
        words("Error: \(text)")
    }

    /// The lines after a slip of a command's name given to `help`.
    func helpUsage() -> String {
        words("Usage: \("wxapp help <subcommand>")") + "\n  "
            + words("See \("'wxapp --help'") for the commands.")
    }

    /// One of the slips ArgumentParser reports, in the language; any other text as it is.
    private func slip(_ text: String) -> String {
        if let match = text.wholeMatch(of: #/Unknown option ('[^']+')\. Did you mean ('[^']+')\?/#) {
            return words("Unknown option \(match.1). Did you mean \(match.2)?")
        }
        if let match = text.wholeMatch(of: #/Unknown option ('[^']+')/#) {
            return words("Unknown option \(match.1)")
        }
        if let match = text.wholeMatch(of: #/Invalid option: (.+)/#) {
            return words("Invalid option: \(match.1)")
        }
        if let match = text.wholeMatch(of: #/Missing value for ('[^']+')/#) {
            return words("Missing value for \(match.1)")
        }
        if let match = text.wholeMatch(of: #/Missing expected argument ('[^']+')/#) {
            return words("Missing expected argument \(match.1)")
        }
        if let match = text.wholeMatch(of: #/Unexpected argument ('.+')/#) {
            return words("Unexpected argument \(match.1)")
        }
        if let match = text.wholeMatch(of: #/[0-9]+ unexpected arguments: ('.+')/#) {
            return words("Unexpected arguments: \(match.1)")
        }
        if let match = text.wholeMatch(
            of: #/The option ('[^']+') does not take any value, but ('.*') was specified\./#)
        {
            return words("The option \(match.1) takes no value, but \(match.2) was given.")
        }
        if let match = text.wholeMatch(of: #/The value ('.*') is invalid for ('[^']+')(.*)/#) {
            return invalidValue(String(match.1), for: String(match.2), String(match.3))
        }
        return text
    }

    /// "The value 'x' is invalid for '--units <units>'", and what ArgumentParser says after it: the values
    /// the option takes, or the reason its own check gave (as it is).
    private func invalidValue(_ value: String, for option: String, _ rest: String) -> String {
        if rest == ". Please provide one of the following:" {
            return words("The value \(value) is invalid for \(option). Choose one of these:")
        }
        if let list = rest.wholeMatch(of: #/\. Please provide one of (.+)\./#) {
            let values = String(list.1).matches(of: #/'[^']*'/#).map { String($0.output) }
            let choices = ErrorMessage.alternatives(values, words: words)
            return words("The value \(value) is invalid for \(option). Choose \(choices).")
        }
        return words("The value \(value) is invalid for \(option)") + rest
    }
}
