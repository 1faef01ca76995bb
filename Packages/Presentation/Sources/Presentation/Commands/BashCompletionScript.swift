/// ArgumentParser's bash completion script, changed in one place: the names wxapp's own completions give
/// (places, the values of settings) are offered as wxapp gives them, not matched again by `compgen -W`,
/// whose match of a prefix letter for letter drops a name that starts with what was typed only with accents
/// and case aside (`Zur`: Zürich), as wxapp matched it. Each name comes single-quoted
/// (`CompletionCandidates`), so evaluating it gives the name and nothing else.
enum BashCompletionScript {
    /// Where the generated script adds what wxapp answered.
    static let customCompletions = #"__wxapp_add_completions -W "$(__wxapp_custom_complete "#

    /// `script` with wxapp's answers offered as they come; a script without any (a zsh or fish script, or
    /// one ArgumentParser writes otherwise) as it is.
    static func adapted(_ script: String) -> String {
        guard script.contains(customCompletions) else { return script }
        let offered = #"__wxapp_add_offered "$(__wxapp_custom_complete "#
        return script.replacing(customCompletions, with: offered) + addOffered
    }

    /// True when `arguments` ask for the bash script.
    static func isAsked(by arguments: [String]) -> Bool {
        arguments == ["--generate-completion-script", "bash"]
            || arguments == ["--generate-completion-script=bash"]
    }

    private static let addOffered = #"""

        # wxapp's answers, one single-quoted name a line, matched by wxapp to the word typed with accents and
        # case aside: offered as they are, where compgen -W would match them again letter for letter.
        __wxapp_add_offered() {
            local completion
            while IFS='' read -r completion; do
                [[ -n "${completion}" ]] && eval "COMPREPLY+=(${completion})"
            done <<< "$1"
        }

        """#
}
