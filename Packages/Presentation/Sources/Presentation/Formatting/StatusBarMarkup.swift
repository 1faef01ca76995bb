/// Status bars read markup in what `wxapp line` prints: polybar its format tags (`%{F#f00}`, and
/// `%{A1:cmd:}`, a button that runs `cmd`), tmux its formats (`#[fg=red]`, `#{host}`, `#(cmd)`, which runs
/// `cmd`, and aliases such as `#H`). A name or a condition is text, never markup: where a `%` or a `#` and
/// the character after it would begin markup and either comes from a name or a condition, a space is put
/// between them, in every line mode. The template is the user's own and keeps its markup.
enum StatusBarMarkup {
    /// A piece of a line: the template's text, or a value (a name, a condition) from outside.
    struct Piece {
        let text: String
        let isValue: Bool
    }

    /// The pieces joined, each value's markup broken by a space.
    static func joined(_ pieces: [Piece]) -> String {
        var output = String.UnicodeScalarView()
        var previous: (scalar: Unicode.Scalar, isValue: Bool)?
        for piece in pieces {
            for scalar in piece.text.unicodeScalars {
                if let previous, previous.isValue || piece.isValue, begins(previous.scalar, scalar) {
                    output.append(" ")
                }
                output.append(scalar)
                previous = (scalar, piece.isValue)
            }
        }
        return String(output)
    }

    /// `text`, all of it a value, with its markup broken.
    static func neutralised(_ text: String) -> String {
        joined([Piece(text: text, isValue: true)])
    }

    /// True when `first` and `second` begin polybar's or tmux's markup.
    private static func begins(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> Bool {
        switch first {
        case "%": second == "{"
        case "#": "[{(DFHIPSTWh".unicodeScalars.contains(second)
        default: false
        }
    }
}
