import Domain

/// One saved place as a row of the list: every value already formatted and safe to print, nil where the
/// service sent no reading (tables show "–", plain text leaves the words out).
struct PlaceSummary: Equatable {
    /// What a table shows for a reading the service did not send.
    static let missing = "–"

    let place: String
    /// The temperature, or `missing` when the service sent none for now.
    let temperature: String
    let temperatureStyle: TextStyle
    let condition: String?
    /// The condition's icon and a space, or blanks as wide, or nothing when icons are off.
    let conditionIcon: String
    let conditionStyle: TextStyle
    let high: String?
    let low: String?
    let humidity: String?
    let windSpeed: String?
    let windDirection: String?
    let windArrow: String?
    let isStale: Bool
    /// "3 min ago", or "2 h ago (stale)" when older than the cache lifetime; never "just now (stale)".
    let ageLabel: String

    init(_ report: WeatherReport, display: DisplaySettings) {
        let weather = report.weather
        let units = display.units
        place = PlaceLabel.short(report.place, display.words)
        temperature =
            weather.temperature.map { MeasurementText(display.words).text($0.measurement(in: units)) }
            ?? Self.missing
        temperatureStyle = weather.temperature.map { Palette.style(forCelsius: $0.celsius) } ?? .plain
        condition = weather.primaryCondition.map { ConditionText(display.words).text($0).terminalSafe }
        conditionIcon = ConditionIcon.prefix(for: weather.primaryCondition, style: display.icons)
        conditionStyle = ConditionTheme.style(for: weather.primaryCondition)
        high = weather.maximum.map { MeasurementText(display.words).text($0.measurement(in: units)) }
        low = weather.minimum.map { MeasurementText(display.words).text($0.measurement(in: units)) }
        humidity = weather.humidity.map { MeasurementText(display.words).text($0.measurement) }
        windSpeed = weather.wind.speed.map { MeasurementText(display.words).text($0.measurement(in: units)) }
        windDirection = weather.wind.compassPoint.map(CompassText(display.words).text)
        // In ASCII the compass point says it alone.
        windArrow = display.repertoire.allowsUnicode ? WindText.arrow(weather.wind) : nil
        isStale = display.isStale(report)
        ageLabel = AgeText(display.words).marked(display.observedAge(of: report), stale: isStale)
    }

    /// "4.1 m/s NNE ↙" ("4.1 m/s NNE" in ASCII), or the speed alone when the direction is unknown; nil
    /// without a speed.
    var wind: String? {
        guard let windSpeed else { return nil }
        guard let windDirection else { return windSpeed }
        return windArrow.map { "\(windSpeed) \(windDirection) \($0)" } ?? "\(windSpeed) \(windDirection)"
    }

    /// "18°C / 9°C", with "–" for a missing one; nil when both are missing.
    var highAndLow: String? {
        guard high != nil || low != nil else { return nil }
        return "\(high ?? Self.missing) / \(low ?? Self.missing)"
    }
}
