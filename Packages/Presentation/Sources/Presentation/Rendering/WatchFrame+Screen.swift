extension WatchFrame {
    /// The full-screen view: the lines that stay on the normal screen when the view ends (a heading, the
    /// places, the notices), and the footer that does not (how to quit).
    ///
    /// It fits the terminal both ways: the table as `list` fits the width, and when the lines outnumber
    /// the terminal's, the blank lines go first, then the notices (one line says how many), then the last
    /// places (one line says how many more there are).
    func screen(verbose: Bool) -> (lines: [String], footer: [String]) {
        let palette = display.palette
        let told = notices(verbose: verbose)
        var layout = ScreenLayout(
            heading: heading(),
            body: bodyParts(),
            notices: told.flatMap { FittedText.wrap(display.repertoire.text($0), width: width) }
                .map { palette.paint($0, .warning) },
            quit: palette.paint(display.words("Press q or Ctrl-C to quit."), .muted))
        // The last line ends with a newline too: one line fewer than the terminal has, or it scrolls.
        guard let rows = height.map({ $0 - 1 }), layout.lineCount > rows else { return layout.frame }
        layout.blanks = false
        guard layout.lineCount > rows else { return layout.frame }
        let hidden = told.count
        layout.notices = FittedText.wrap(
            display.words.plural(
                hidden, "\(hidden) notice; a taller window shows it",
                "\(hidden) notices; a taller window shows them"),
            width: width
        )
        .map { palette.paint($0, .warning) }
        guard layout.lineCount > rows else { return layout.frame }
        layout.notices = []
        let tableBottom = layout.body.bottom
        var more = 0
        while layout.lineCount > rows, !layout.body.places.isEmpty {
            layout.body.places.removeLast()
            more += 1
            let line = FittedText.truncated(
                display.words("and \(more) more; a taller window shows them"), to: width ?? Int.max,
                ellipsis: display.repertoire.ellipsis)
            layout.body.bottom = tableBottom + [palette.paint(line, .muted)]
        }
        let frame = layout.frame
        guard layout.lineCount > rows else { return frame }
        return (Array(frame.lines.prefix(max(0, rows - frame.footer.count))), frame.footer)
    }

    /// "WEATHER NOW · 6 places · every 1 min · network: online", on as many lines as the width needs.
    private func heading() -> [String] {
        let palette = display.palette
        let style: TextStyle = refresh.status == .offline ? .warning : .muted
        let words = display.words
        let title = words("WEATHER NOW")
        let interval = WatchInterval(seconds: refresh.pause).text(words)
        let parts = [title, count, words("every \(interval)"), refresh.status.text(words)]
        let lines = FittedText.packed(
            parts.map(display.repertoire.text), separator: display.repertoire.text(" · "), width: width)
        return lines.enumerated().map { number, line in
            guard number == 0, line.hasPrefix(title) else { return palette.paint(line, style) }
            return palette.paint(title, .emphasis) + palette.paint(String(line.dropFirst(title.count)), style)
        }
    }
}

/// The parts of a full-screen frame, and whether blank lines set them apart.
private struct ScreenLayout {
    let heading: [String]
    var body: (top: [String], places: [[String]], bottom: [String])
    var notices: [String]
    let quit: String
    var blanks = true

    var frame: (lines: [String], footer: [String]) {
        let gap = blanks ? [""] : []
        var lines = heading + gap + body.top + body.places.flatMap { $0 } + body.bottom
        if !notices.isEmpty { lines += gap + notices }
        return (lines, gap + [quit])
    }

    var lineCount: Int {
        let frame = frame
        return frame.lines.count + frame.footer.count
    }
}
