extension MetricsExposition {
    /// `value` as it goes between a label's double quotes: backslash, double quote and line break escaped as
    /// the format escapes them (`\\`, `\"`, `\n`), which a parser reads back as they were. The format has no
    /// escape for other control characters, nor for format characters (bidirectional overrides, zero-width
    /// characters), which could act on a terminal the text is shown on: they are left out, and tabs become
    /// spaces, as every printed name has it (`terminalSafeKeepingLineBreaks`).
    static func escapedLabelValue(_ value: String) -> String { escaped(value, quote: true) }

    /// `help` as a `# HELP` line's text: backslash and line break escaped, as the format has it.
    static func escapedHelp(_ help: String) -> String { escaped(help, quote: false) }

    /// `text` made terminal-safe, with backslash and line break escaped, and double quote too when `quote`.
    private static func escaped(_ text: String, quote: Bool) -> String {
        var escaped = ""
        for scalar in text.terminalSafeKeepingLineBreaks.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"" where quote: escaped += "\\\""
            case "\n": escaped += "\\n"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// A finite `value` rounded to `decimals` (as JSON rounds, half away from zero), in the shortest form that
    /// reads back as it: "12.5", "-0.3", "101325", "8.1e-06", "1e+16"; never "-0".
    static func number(_ value: Double, decimals: Int) -> String {
        let rounded = JSONPrecision.rounded(value, decimals: decimals)
        let text = (rounded == 0 ? 0 : rounded).description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
