/// The escape sequences of a full-screen view: its own screen, no cursor, and frames redrawn in place.
enum TerminalScreen {
    /// Switches to the alternate screen and hides the cursor.
    static let enter = "\u{1B}[?1049h\u{1B}[?25l"
    /// Shows the cursor and returns to the normal screen, with its scrollback as it was.
    static let leave = "\u{1B}[?25h\u{1B}[?1049l"

    /// Draws `lines` from the top left over the previous frame: each line erases only what is left of
    /// the old one to its right, and the rest of the screen is erased last, so nothing flickers.
    static func frame(_ lines: [String]) -> String {
        "\u{1B}[H" + lines.map { $0 + "\u{1B}[K" }.joined(separator: "\n") + "\n\u{1B}[J"
    }
}
