import Domain

/// What `watch` shows for one refresh: a full screen on a terminal (`WatchFrame+Screen.swift`), or a block
/// of text or a JSON line.
struct WatchFrame {
    let refresh: WatchLoop.Refresh
    let display: DisplaySettings
    let format: OutputFormat
    let interval: WatchInterval
    /// The kept air quality, the places with an alert in force and the terminal's width, as `list` uses them.
    var air: [PlaceKey: AirQualityReport] = [:]
    var alerted: Set<PlaceKey> = []
    var width: Int?
    /// The lines of the terminal; nil when it cannot say.
    var height: Int?

    var count: String {
        let count = refresh.reports.count
        return display.words.plural(count, "\(count) place", "\(count) places")
    }

    /// One refresh for a pipe or a file: a heading with the time in UTC, then the places, then a blank line.
    func block() -> String {
        let parts = [JSONValue.timestampText(display.now), count, refresh.status.text(display.words)]
        let heading = FittedText.packed(
            parts.map(display.repertoire.text), separator: display.repertoire.text(" · "), width: width)
        return (heading + body()).joined(separator: "\n") + "\n\n"
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
        refresh.reports.compactMap {
            OriginNotice(now: display.now, verbose: verbose, words: display.words).text(for: $0)
        }
    }

    private func body() -> [String] {
        let parts = bodyParts()
        return parts.top + parts.places.flatMap { $0 } + parts.bottom
    }

    /// The lines above the places (a table's head), each place's lines, and those below (its bottom rule).
    func bodyParts() -> (top: [String], places: [[String]], bottom: [String]) {
        guard !refresh.reports.isEmpty else {
            let none = ErrorMessage.noPlacesSaved(display.words)
            return (FittedText.wrap(display.repertoire.text(none), width: width), [], [])
        }
        func lines(_ text: String) -> [String] {
            text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        }
        guard format != .plain else {
            let renderer = ListPlainRenderer(display: display)
            return ([], refresh.reports.map { lines(renderer.render([$0])) }, [])
        }
        let table = lines(
            ListTableRenderer(display: display, air: air, width: width, alerted: alerted).render(
                refresh.reports))
        return (Array(table.prefix(3)), table.dropFirst(3).dropLast().map { [$0] }, Array(table.suffix(1)))
    }
}
