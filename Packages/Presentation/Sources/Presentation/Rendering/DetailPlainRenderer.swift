import Domain

/// The detail card as plain `label: value` lines, for screen readers and simple terminals.
struct DetailPlainRenderer {
    let display: DisplaySettings

    /// Several places are separated by a blank line.
    func render(_ reports: [WeatherReport], kept: [PlaceKey: KeptExtras] = [:]) -> String {
        reports.map { report in
            let extras = kept[report.place.key]
            let detail = PlaceDetail(
                report, display: display, windArrow: false, air: extras?.air, normals: extras?.normals,
                alerts: extras?.alerts)
            var lines = [detail.title]
            if let condition = detail.condition { lines.append(condition) }
            let words = display.words
            lines += detail.fields.map { words("\($0.label): \($0.value)") }
            return display.fitted(lines)
        }.joined(separator: "\n")
    }
}
