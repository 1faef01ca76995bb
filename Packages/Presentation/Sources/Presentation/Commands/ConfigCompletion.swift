import ArgumentParser
import Domain

/// Completion of `config get|set|unset` for the shells' scripts: the settings' names, written into the
/// scripts, and for `set` the values the setting named before accepts, asked of wxapp as it completes.
enum ConfigCompletion {
    /// Every setting's name.
    static let keys = CompletionKind.list(ConfigurationKey.allCases.map(\.rawValue))

    /// The values of the setting named by the word before the one completed: its choices, or the saved
    /// places for `home`; none for free text, numbers and the API key.
    static let values = CompletionKind.custom { words, index, prefix in
        guard index > 0, index - 1 < words.count,
            let key = try? ConfigurationKey(named: words[index - 1])
        else { return [] }
        let choices: [String]
        switch (key, key.accepted) {
        case (.home, _): choices = PlaceCompletion.names(.saved, prefix: prefix, words: words)
        case (_, .oneOf(let values)): choices = values.filter { $0.hasPrefix(prefix) }
        default: choices = []
        }
        return Array(
            CompletionCandidates.lines(choices, for: CompletionShell.requesting, typed: prefix)
                .prefix(PlaceCompletion.limit)
        )
    }
}
