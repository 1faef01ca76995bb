import Domain

/// `wxapp list --format plain`: one readable sentence-like line per place, no colour, no box drawing.
struct ListPlainRenderer {
    let display: DisplaySettings

    func render(_ reports: [WeatherReport]) -> String {
        let words = display.words
        return reports.map { report in
            let row = PlaceSummary(report, display: display)
            var parts = [row.temperature]
            if let condition = row.condition { parts.append(row.conditionIcon + condition) }
            if let high = row.high { parts.append(words("high \(high)")) }
            if let low = row.low { parts.append(words("low \(low)")) }
            if let humidity = row.humidity { parts.append(words("humidity \(humidity)")) }
            if let speed = row.windSpeed {
                parts.append(WindText.sentence(speed: speed, from: row.windDirection, words: words))
            }
            parts.append(AgeText(words).observed(display.observedAge(of: report), stale: row.isStale))
            let sentence = parts.joined(separator: words.phraseSeparator)
            return display.fitted([words("\(row.place): \(sentence)")])
        }.joined()
    }
}
