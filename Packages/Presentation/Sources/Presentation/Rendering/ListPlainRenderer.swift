import Domain

/// `wxapp list --format plain`: one readable sentence-like line per place, no colour, no box drawing.
struct ListPlainRenderer {
    let display: DisplaySettings

    func render(_ reports: [WeatherReport]) -> String {
        reports.map { report in
            let row = PlaceSummary(report, display: display)
            var parts = [row.temperature]
            if let condition = row.condition { parts.append(row.conditionIcon + condition) }
            parts.append("high \(row.high)")
            parts.append("low \(row.low)")
            parts.append("humidity \(row.humidity)")
            parts.append("wind \(row.windSpeed)" + (row.windDirection.map { " from \($0)" } ?? ""))
            parts.append("updated \(row.ageLabel)")
            return "\(row.place): " + parts.joined(separator: ", ") + "\n"
        }.joined()
    }
}
