import ArgumentParser
import Domain

/// Place names as the completion script of the shell that asked takes them: each one text, never code.
///
/// - bash: wxapp's script (`BashCompletionScript`) hands the lines to `compgen -W`, which expands each
///   (parameters, command substitution, quote removal) before matching it to the word typed, or evaluates
///   the one name matched only with accents aside: each name is single-quoted here, so that it expands to
///   itself. Only a name that starts with what was typed, accents, case, spaces and punctuation aside, is
///   offered (`Zur`: Zürich; not a city matched by another of its names). bash's line
///   editor then backslash-quotes the name it inserts, except a `$` or a backquote and what follows it, and
///   a leading `~`, which it leaves for the shell to expand: names with those are not offered in bash.
/// - zsh: the script hands the lines to `_describe`, which reads `name:description`: a `\` and a `:` in a
///   name are escaped with a backslash.
/// - fish takes each line as it is.
///
/// Every script reads one candidate per line, so a name with a line break, or with any other control or
/// format character (which no query accepts either), is offered in no shell.
enum CompletionCandidates {
    static func lines(_ names: [String], for shell: CompletionShell?, typed: String = "") -> [String] {
        let offerable = names.filter { name in !name.unicodeScalars.contains(where: Self.isControl) }
        switch shell {
        case .bash?:
            let start = SearchKey(typed).compact
            return offerable.filter { name in
                !name.contains("$") && !name.contains("`") && !name.hasPrefix("~")
                    && SearchKey(name).compact.hasPrefix(start)
            }
            .map(Self.singleQuoted)
        case .zsh?:
            return offerable.map { $0.replacing("\\", with: "\\\\").replacing(":", with: "\\:") }
        default:
            return offerable
        }
    }

    /// `'text'`, each `'` in it written `'\''`: bash expands nothing between single quotes.
    static func singleQuoted(_ text: String) -> String {
        "'" + text.replacing("'", with: #"'\''"#) + "'"
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }
}
