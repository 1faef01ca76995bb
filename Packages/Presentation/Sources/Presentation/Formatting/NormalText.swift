import Domain

/// A temperature against the 1991–2020 normal, in words.
enum NormalText {
    /// "3°C warmer than the 1991–2020 normal for 24 November (12°C)", "as warm as the 1991–2020 normal …".
    static func comparison(
        _ value: Temperature, normal: Temperature, day: ClimateNormals.Day, units: Units
    )
        -> String
    {
        let normalText = MeasurementText.text(normal.measurement(in: units))
        return "\(relation(value, to: normal, units: units)) the 1991–2020 normal for "
            + "\(DayText.dayAndMonth(day: day.day, month: day.month)) (\(normalText))"
    }

    /// "3°C warmer than", "1°F colder than", "as warm as", to the nearest degree in the chosen units.
    static func relation(_ value: Temperature, to normal: Temperature, units: Units) -> String {
        let degrees = value.measurement(in: units).value - normal.measurement(in: units).value
        let unit = units.temperature.symbol
        let rounded = Int(saturating: degrees.rounded())
        guard rounded != 0 else { return "as warm as" }
        return "\(abs(rounded))\(unit) \(rounded > 0 ? "warmer" : "colder") than"
    }

    /// The signed difference in the chosen units, for JSON.
    static func degrees(_ value: Temperature, from normal: Temperature, units: Units) -> Double {
        value.measurement(in: units).value - normal.measurement(in: units).value
    }
}
