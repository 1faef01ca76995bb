import Domain
import FoundationEssentials

/// A place's alerts in words.
enum AlertsText {
    /// The place, then a line per alert in force, or what says there are none, or that no source covers it.
    static func block(
        _ report: AlertsReport, country: String, offsets: UTCOffsets, now: Date,
        clock: ClockStyle = .twentyFourHour
    ) -> String {
        let title = PlaceLabel.full(report.place)
        guard let source = report.source else {
            return "\(title): no alert source for \(country)\n"
        }
        let active = report.active(at: now)
        guard !active.isEmpty else { return "\(title): no alerts in force (\(source.displayName))\n" }
        var lines = [
            "\(title): \(active.count) alert\(active.count == 1 ? "" : "s") in force (\(source.displayName))"
        ]
        for alert in active {
            lines.append("  \(alert.severity.rawValue.uppercased()): \(alert.event.terminalSafe)")
            if !alert.headline.isEmpty, alert.headline != alert.event {
                lines.append("    \(alert.headline.terminalSafe)")
            }
            lines.append(
                "    \(period(alert, offsets: offsets, clock: clock)) · \(alert.issuer.terminalSafe)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// "from 2026-11-24 18:00 to 2026-11-25 06:00 local time (UTC-07:00)", or as much of it as is known;
    /// each time by the offset the place keeps at that instant, named once when both share it.
    static func period(_ alert: WeatherAlert, offsets: UTCOffsets, clock: ClockStyle) -> String {
        let times = [("from", alert.start), ("to", alert.end)].compactMap { word, date in
            date.map { (word: word, date: $0, offset: offsets.seconds(at: $0)) }
        }
        guard let last = times.last else { return "until further notice" }
        let oneOffset = times.allSatisfy { $0.offset == last.offset }
        return times.map { time in
            let text =
                "\(time.word) \(LocalTimeText.dateTime(time.date, utcOffsetSeconds: time.offset, style: clock))"
            return oneOffset ? text : text + " local time (\(LocalTimeText.offset(time.offset)))"
        }.joined(separator: " ") + (oneOffset ? " local time (\(LocalTimeText.offset(last.offset)))" : "")
    }

    /// "2 in force: Winter Storm Warning (severe), Wind Advisory (minor)"; "none in force".
    static func summary(_ report: AlertsReport, now: Date) -> String {
        let active = report.active(at: now)
        guard !active.isEmpty else { return "none in force" }
        return "\(active.count) in force: "
            + active.map { "\($0.event.terminalSafe) (\($0.severity.rawValue))" }.joined(separator: ", ")
    }
}
