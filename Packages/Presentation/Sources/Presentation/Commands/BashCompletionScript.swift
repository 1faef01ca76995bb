/// ArgumentParser's bash completion script, changed in one place: what wxapp's own completions answer
/// (places, the values of settings) is matched to the word typed by `compgen -W` as before, letter for
/// letter; where nothing matches so and wxapp offers one name alone, matched with accents, case, spaces and
/// punctuation aside (`Zur`: Zürich), that name is offered. Only one: bash replaces the word typed with what
/// its candidates share, which for two names matched so may be less than was typed. Each name comes
/// single-quoted (`CompletionCandidates`), so evaluating it gives the name and nothing else.
enum BashCompletionScript {
    /// Where the generated script adds what wxapp answered.
    static let customCompletions = #"__wxapp_add_completions -W "$(__wxapp_custom_complete "#

    /// `script` with wxapp's answers offered as said above; a script without any (a zsh or fish script,
    /// or one ArgumentParser writes otherwise) as it is.
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
        # case aside: those that start with the word letter for letter, else the one name wxapp offers alone.
        __wxapp_add_offered() {
            local completion
            local -a matched=() offered=()
            while IFS='' read -r completion; do
                matched+=("${completion}")
            done < <(IFS=$'\n' compgen -W "$1" -- "${cur}")
            if ((${#matched[@]} == 0)); then
                while IFS='' read -r completion; do
                    [[ -n "${completion}" ]] && eval "offered+=(${completion})"
                done <<< "$1"
                ((${#offered[@]} == 1)) && matched=("${offered[@]}")
            fi
            COMPREPLY+=("${matched[@]}")
        }

        """#
}
