import Domain

/// `wxapp list --format plain`: one readable sentence-like line per place, no colour, no box drawing.
struct ListPlainRenderer {
    let display: DisplaySettings

    func render(_ reports: [WeatherReport]) -> String {
        reports.map { report in
            let row = PlaceSummary(report, display: display)
            var parts = [row.temperature]
            if let condition = row.condition { parts.append(row.conditionIcon + condition) }
            if let high = row.high { parts.append("high \(high)") }
            if let low = row.low { parts.append("low \(low)") }
            if let humidity = row.humidity { parts.append("humidity \(humidity)") }
            if let speed = row.windSpeed {
                parts.append("wind \(speed)" + (row.windDirection.map { " from \($0)" } ?? ""))
            }
            parts.append("observed \(row.ageLabel)")
            return display.fitted(["\(row.place): " + parts.joined(separator: ", ")])
        }.joined()
    }
}
