import Domain
import FoundationEssentials

/// A place's alerts in words. The alerts themselves (event, headline, issuer) are as the service wrote
/// them, in its language.
struct AlertsText {
    let words: Words
    var clock: ClockStyle = .twentyFourHour

    /// The place, then a line per alert in force, or what says there are none, or that no source covers it.
    func block(_ report: AlertsReport, country: String, offsets: UTCOffsets, now: Date) -> String {
        let place = PlaceLabel.full(report.place, words)
        guard let source = report.source?.displayName else {
            return words("\(place): no alert source for \(country)") + "\n"
        }
        let active = report.active(at: now)
        guard !active.isEmpty else { return words("\(place): no alerts in force (\(source))") + "\n" }
        let count = active.count
        var lines = [
            words.plural(
                count, "\(place): \(count) alert in force (\(source))",
                "\(place): \(count) alerts in force (\(source))")
        ]
        for alert in active {
            let (level, event) = (severity(alert.severity).uppercased(), alert.event.terminalSafe)
            lines.append("  " + words("\(level): \(event)"))
            if !alert.headline.isEmpty, alert.headline != alert.event {
                lines.append("    \(alert.headline.terminalSafe)")
            }
            lines.append("    \(period(alert, offsets: offsets)) · \(alert.issuer.terminalSafe)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// "from 2026-11-24 18:00 to 2026-11-25 06:00 local time (UTC-07:00)", or as much of it as is known;
    /// each time by the offset the place keeps at that instant, named once when both share it.
    func period(_ alert: WeatherAlert, offsets: UTCOffsets) -> String {
        func time(_ date: Date) -> (text: String, zone: String, offset: Int) {
            let offset = offsets.seconds(at: date)
            return (
                LocalTimeText.dateTime(
                    date, utcOffsetSeconds: offset, style: clock, language: words.language),
                LocalTimeText.offset(offset),
                offset
            )
        }
        switch (alert.start.map(time), alert.end.map(time)) {
        case (let start?, let end?) where start.offset == end.offset:
            return words("from \(start.text) to \(end.text) local time (\(end.zone))")
        case (let start?, let end?):
            return words(
                "from \(start.text) local time (\(start.zone)) to \(end.text) local time (\(end.zone))")
        case (let start?, nil):
            return words("from \(start.text) local time (\(start.zone))")
        case (nil, let end?):
            return words("to \(end.text) local time (\(end.zone))")
        case (nil, nil):
            return words("until further notice")
        }
    }

    /// "2 in force: Winter Storm Warning (severe), Wind Advisory (minor)"; "none in force".
    func summary(_ report: AlertsReport, now: Date) -> String {
        let active = report.active(at: now)
        guard !active.isEmpty else { return words("none in force") }
        let list = active.map { "\($0.event.terminalSafe) (\(severity($0.severity)))" }.joined(
            separator: words.listSeparator)
        return words.plural(
            active.count, "\(active.count) in force: \(list)", "\(active.count) in force: \(list)")
    }

    func severity(_ severity: WeatherAlert.Severity) -> String {
        switch severity {
        case .unknown: words("unknown", context: "alert severity")
        case .minor: words("minor", context: "alert severity")
        case .moderate: words("moderate", context: "alert severity")
        case .severe: words("severe", context: "alert severity")
        case .extreme: words("extreme", context: "alert severity")
        }
    }
}
