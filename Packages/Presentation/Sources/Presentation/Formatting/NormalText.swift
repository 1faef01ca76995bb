import Domain

/// A temperature against the 1991–2020 normal, in words.
struct NormalText {
    let words: Words
    let units: Units

    init(_ words: Words, units: Units) {
        self.words = words
        self.units = units
    }

    /// "High 3°C warmer than the 1991–2020 normal for 24 November (12°C)", "High as warm as …": the day's
    /// high against its normal high.
    func highComparison(_ value: Temperature, normal: Temperature, day: ClimateNormals.Day) -> String {
        let normalText = MeasurementText(words).text(normal.measurement(in: units))
        let date = DayText(words).dayAndMonth(day: day.day, month: day.month)
        let (sign, difference) = compared(value, normal)
        switch sign {
        case 1:
            return words("High \(difference) warmer than the 1991–2020 normal for \(date) (\(normalText))")
        case -1:
            return words("High \(difference) colder than the 1991–2020 normal for \(date) (\(normalText))")
        default: return words("High as warm as the 1991–2020 normal for \(date) (\(normalText))")
        }
    }

    /// "high 3°C warmer than normal", "high as warm as normal".
    func high(_ value: Temperature, normal: Temperature) -> String { comparison(value, normal, high: true) }

    /// "low 1°C colder than normal", "low as warm as normal".
    func low(_ value: Temperature, normal: Temperature) -> String { comparison(value, normal, high: false) }

    private func comparison(_ value: Temperature, _ normal: Temperature, high: Bool) -> String {
        let (sign, difference) = compared(value, normal)
        switch (sign, high) {
        case (1, true): return words("high \(difference) warmer than normal")
        case (-1, true): return words("high \(difference) colder than normal")
        case (_, true): return words("high as warm as normal")
        case (1, false): return words("low \(difference) warmer than normal")
        case (-1, false): return words("low \(difference) colder than normal")
        default: return words("low as warm as normal")
        }
    }

    /// "high +3°, low −1°": a day's high and low against their normals, in whole degrees of the chosen
    /// units ("±0°" at the normal, "–" for a value not known).
    func signed(high: Temperature?, low: Temperature?, normal: ClimateNormals.Day) -> String {
        func signed(_ value: Temperature?, _ normal: Temperature) -> String {
            guard let value else { return "–" }
            let degrees = Int(saturating: Self.degrees(value, from: normal, units: units).rounded())
            return degrees > 0 ? "+\(degrees)°" : degrees < 0 ? "−\(-degrees)°" : "±0°"
        }
        let (high, low) = (signed(high, normal.high), signed(low, normal.low))
        return words("high \(high), low \(low)")
    }

    /// Whether `value` is above (1), below (-1) or at (0) `normal` to the nearest degree in the chosen
    /// units, and by how many whole degrees, written ("3°C").
    private func compared(_ value: Temperature, _ normal: Temperature) -> (sign: Int, difference: String) {
        let rounded = Int(saturating: Self.degrees(value, from: normal, units: units).rounded())
        return (rounded.signum(), "\(abs(rounded))\(units.temperature.symbol)")
    }

    /// The signed difference in the chosen units, for JSON.
    static func degrees(_ value: Temperature, from normal: Temperature, units: Units) -> Double {
        value.measurement(in: units).value - normal.measurement(in: units).value
    }
}
