import Domain
import FoundationEssentials

/// A place's alerts in words.
enum AlertsText {
    /// The place, then a line per alert in force, or what says there are none, or that no source covers it.
    static func block(
        _ report: AlertsReport, country: String, utcOffsetSeconds offset: Int, now: Date,
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
                "    \(period(alert, utcOffsetSeconds: offset, clock: clock)) · \(alert.issuer.terminalSafe)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// "from 2026-11-24 18:00 to 2026-11-25 06:00 local time", or as much of it as is known.
    static func period(_ alert: WeatherAlert, utcOffsetSeconds offset: Int, clock: ClockStyle) -> String {
        let start = alert.start.map {
            "from \(LocalTimeText.dateTime($0, utcOffsetSeconds: offset, style: clock))"
        }
        let end = alert.end.map { "to \(LocalTimeText.dateTime($0, utcOffsetSeconds: offset, style: clock))" }
        let parts = [start, end].compactMap { $0 }
        return parts.isEmpty
            ? "until further notice"
            : parts.joined(separator: " ") + " local time (\(LocalTimeText.offset(offset)))"
    }

    /// "2 in force: Winter Storm Warning (severe), Wind Advisory (minor)"; "none in force".
    static func summary(_ report: AlertsReport, now: Date) -> String {
        let active = report.active(at: now)
        guard !active.isEmpty else { return "none in force" }
        return "\(active.count) in force: "
            + active.map { "\($0.event.terminalSafe) (\($0.severity.rawValue))" }.joined(separator: ", ")
    }
}
