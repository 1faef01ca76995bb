import Domain

/// Better first lines for the parse errors newcomers meet most: a mistyped command names the one meant,
/// and an option named after a format (`--json`) names `--format`.
enum ParseErrorHint {
    /// The formats people type as options of their own, as other tools take them.
    private static let formatOptions = ["--json": "json", "--plain": "plain", "--table": "table"]

    /// `message` (ArgumentParser's, "Error: …" then the usage) with its first line replaced where a hint
    /// says more; `arguments` are those typed.
    static func improved(_ message: String, arguments: [String]) -> String {
        guard let hint = hint(for: arguments) else { return message }
        let lines = message.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        return "Error: \(hint)" + (lines.count > 1 ? "\n" + lines[1] : "")
    }

    /// The hint for a mistyped command or a format typed as an option; nil for anything else.
    static func hint(for arguments: [String]) -> String? {
        let commands = CommandDispatch.commandNames
        if let first = arguments.first, !first.hasPrefix("-"), !commands.contains(first) {
            let near = NearestName.among(commands, for: first)
            if !near.isEmpty { return "Unknown command '\(first)'. Did you mean \(quoted(near))?" }
        }
        if let option = arguments.first(where: { formatOptions[$0.lowercased()] != nil }),
            let format = formatOptions[option.lowercased()]
        {
            return "Unknown option '\(option)'. Did you mean '--format \(format)'?"
        }
        return nil
    }

    /// "'show'", "'list' or 'lists'".
    private static func quoted(_ names: [String]) -> String {
        ErrorMessage.alternatives(names.map { "'\($0)'" })
    }
}
