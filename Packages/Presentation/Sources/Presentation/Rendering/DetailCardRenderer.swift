import Domain

/// The detail card of `show` and `add`: a bold title, the condition, a rule and aligned values. Given a
/// width, the rule is no longer than it and a long value continues on the next lines, under itself.
struct DetailCardRenderer {
    private typealias Field = PlaceDetail.Field

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
        let shown = display.repertoire.text
        let fields = detail.fields.map {
            Field(label: shown($0.label), value: shown($0.value), style: $0.style)
        }
        let title = shown(detail.title)
        let condition = detail.condition.map(shown)
        let labelWidth = fields.map { DisplayWidth.of($0.label) }.max() ?? 0
        let rows = fields.map { field in
            (DisplayWidth.pad(field.label, to: labelWidth + 2), field)
        }
        let widest =
            ([title, condition ?? ""] + rows.map { $0.0 + $0.1.value })
            .map(DisplayWidth.of).max() ?? 0
        let rule = String(
            repeating: display.repertoire.allowsUnicode ? "─" : "-",
            count: min(widest, display.width ?? widest))
        var lines = [palette.paint(title, .emphasis)]
        if let condition { lines.append(palette.paint(condition, detail.conditionStyle)) }
        lines.append(palette.paint(rule, .muted))
        lines += rows.map { label, field in
            palette.paint(label, .muted) + palette.paint(field.value, field.style)
        }
        guard let width = display.width else { return lines.joined(separator: "\n") + "\n" }
        return lines.flatMap { FittedText.wrap($0, width: width) }.joined(separator: "\n") + "\n"
    }
}
