import Domain

/// What `watch` shows for one refresh: a full screen on a terminal, or a block of text or a JSON line.
struct WatchFrame {
    let refresh: WatchLoop.Refresh
    let display: DisplaySettings
    let format: OutputFormat
    let interval: WatchInterval
    /// The kept air quality, the places with an alert in force and the terminal's width, as `list` uses them.
    var air: [PlaceKey: AirQualityReport] = [:]
    var alerted: Set<PlaceKey> = []
    var width: Int?

    private var count: String {
        refresh.reports.count == 1 ? "1 place" : "\(refresh.reports.count) places"
    }

    /// The lines of the full-screen view: a heading, the places, the notices, and how to quit.
    func screenLines(verbose: Bool) -> [String] {
        let palette = display.palette
        let heading =
            palette.paint("WEATHER NOW", .emphasis)
            + palette.paint(
                " · \(count) · every \(WatchInterval(seconds: refresh.pause).text) · \(refresh.status.text)",
                refresh.status == .offline ? .warning : .muted)
        var lines = [heading, ""] + body()
        let notices = self.notices(verbose: verbose)
        if !notices.isEmpty { lines += [""] + notices.map { palette.paint($0, .warning) } }
        return lines + ["", palette.paint("Press q or Ctrl-C to quit.", .muted)]
    }

    /// One refresh for a pipe or a file: a heading with the time in UTC, then the places, then a blank line.
    func block() -> String {
        let heading = "\(JSONValue.timestampText(display.now)) · \(count) · \(refresh.status.text)"
        return ([heading] + body()).joined(separator: "\n") + "\n\n"
    }

    /// One JSON line: `list`'s document with the refresh time and the network status.
    func jsonLine() throws(WeatherError) -> String {
        guard case .object(var members) = ReportJSON.list(refresh.reports, display: display) else {
            throw .internalFailure(detail: "the list document is not an object")
        }
        members["refreshedAt"] = .timestamp(display.now)
        members["network"] = .string(refresh.status.name)
        return try JSONValue.object(members).compactText()
    }

    /// The origin notices of stale rows, as `list` prints them on stderr.
    func notices(verbose: Bool) -> [String] {
        refresh.reports.compactMap { OriginNotice.text(for: $0, now: display.now, verbose: verbose) }
    }

    private func body() -> [String] {
        guard !refresh.reports.isEmpty else {
            return ["No places saved yet. Add one with \"wxapp add Tokyo\" or \"wxapp add Japan\"."]
        }
        let text =
            format == .plain
            ? ListPlainRenderer(display: display).render(refresh.reports)
            : ListTableRenderer(display: display, air: air, width: width, alerted: alerted).render(
                refresh.reports)
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }
}
