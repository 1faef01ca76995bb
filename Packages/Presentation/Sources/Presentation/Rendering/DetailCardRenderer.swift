import Domain

/// The detail card of `show` and `add`: a bold title, the condition, a rule and aligned values.
struct DetailCardRenderer {
    let display: DisplaySettings

    /// Several cards are separated by a blank line.
    func render(_ reports: [WeatherReport], kept: [PlaceKey: KeptExtras] = [:]) -> String {
        reports.map { card($0, kept: kept[$0.place.key]) }.joined(separator: "\n")
    }

    func card(_ report: WeatherReport, kept: KeptExtras? = nil) -> String {
        let detail = PlaceDetail(
            report, display: display, windArrow: true, air: kept?.air, normals: kept?.normals,
            alerts: kept?.alerts)
        let palette = display.palette
        let labelWidth = detail.fields.map { DisplayWidth.of($0.label) }.max() ?? 0
        let rows = detail.fields.map { field in
            (DisplayWidth.pad(field.label, to: labelWidth + 2), field)
        }
        let widest =
            ([detail.title, detail.condition ?? ""] + rows.map { $0.0 + $0.1.value })
            .map(DisplayWidth.of).max() ?? 0
        var lines = [palette.paint(detail.title, .emphasis)]
        if let condition = detail.condition { lines.append(palette.paint(condition, detail.conditionStyle)) }
        lines.append(palette.paint(String(repeating: "─", count: widest), .muted))
        lines += rows.map { label, field in
            palette.paint(label, .muted) + palette.paint(field.value, field.style)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
