import Domain

/// Better first lines for the parse errors newcomers meet most: a mistyped command names the one meant,
/// and an option named after a format (`--json`) names `--format`.
enum ParseErrorHint {
    /// The formats people type as options of their own, as other tools take them.
    private static let formatOptions = ["--json": "json", "--plain": "plain", "--table": "table"]

    /// `message` (ArgumentParser's, "Error: …" then the usage, in the language of `words`) with its first
    /// line replaced where a hint says more; `arguments` are those typed.
    static func improved(_ message: String, arguments: [String], words: Words) -> String {
        guard let hint = hint(for: arguments, words: words) else { return message }
        let lines = message.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        return ParserMessageText(words).error(hint) + (lines.count > 1 ? "\n" + lines[1] : "")
    }

    /// The hint for a mistyped command or a format typed as an option; nil for anything else.
    static func hint(for arguments: [String], words: Words) -> String? {
        let commands = CommandDispatch.commandNames
        if let first = arguments.first, !first.hasPrefix("-"), !commands.contains(first) {
            let near = NearestName.among(commands, for: first)
            if !near.isEmpty { return unknownCommand(first, near: near, words: words) }
        }
        if let option = arguments.first(where: { formatOptions[$0.lowercased()] != nil }),
            let format = formatOptions[option.lowercased()]
        {
            let (typed, meant) = ("'\(option)'", "'--format \(format)'")
            return words("Unknown option \(typed). Did you mean \(meant)?")
        }
        return nil
    }

    /// "Unknown command 'shwo'. Did you mean 'show'?"; without the question where nothing is `near`.
    static func unknownCommand(_ typed: String, near: [String], words: Words) -> String {
        let quoted = "'\(typed)'"
        guard !near.isEmpty else { return words("Unknown command \(quoted).") }
        let choices = ErrorMessage.alternatives(near.map { "'\($0)'" }, words: words)
        return words("Unknown command \(quoted). Did you mean \(choices)?")
    }
}
