import Domain

/// A measurement as shown in tables and cards: rounded for the eye, labelled with its unit, with the
/// language's decimal mark ("4.1 m/s", "4,1 m/s").
struct MeasurementText: LanguageText {
    let words: Words

    /// "18°C", "291 K", "1013 hPa", "29.92 inHg", "4.1 m/s", "9 mph", "10.0 km", "72%", and a Beaufort
    /// force with its name: "5 Bft, fresh breeze".
    func text(_ measurement: Measurement) -> String {
        let text = compact(measurement, decimals: Self.decimals(for: measurement.unit))
        guard measurement.unit == SpeedUnit.beaufort.symbol,
            let force = BeaufortForce(number: Int(saturating: measurement.value.rounded()))
        else { return text }
        return text + words.phraseSeparator + name(force)
    }

    /// The number with `decimals` decimals and the unit's symbol: "18°C", "5 Bft".
    func compact(_ measurement: Measurement, decimals: Int) -> String {
        let number = NumberText.format(
            measurement.value, decimals: decimals, decimalMark: words.language.decimalMark)
        switch measurement.unit {
        case "°C", "°F", "%", "°": return number + measurement.unit
        default: return number + " " + measurement.unit
        }
    }

    /// How many decimals each unit deserves on screen.
    static func decimals(for unit: String) -> Int {
        switch unit {
        case "°C", "°F", "K", "%", "°", "hPa", "mmHg", "mph", "km/h", "kn", "Bft", "m": 0
        case "inHg", "in": 2
        default: 1
        }
    }

    /// "fresh breeze": the force as the Beaufort scale names it.
    func name(_ force: BeaufortForce) -> String {
        switch force.number {
        case 0: words("calm", context: "Beaufort")
        case 1: words("light air", context: "Beaufort")
        case 2: words("light breeze", context: "Beaufort")
        case 3: words("gentle breeze", context: "Beaufort")
        case 4: words("moderate breeze", context: "Beaufort")
        case 5: words("fresh breeze", context: "Beaufort")
        case 6: words("strong breeze", context: "Beaufort")
        case 7: words("near gale", context: "Beaufort")
        case 8: words("gale", context: "Beaufort")
        case 9: words("strong gale", context: "Beaufort")
        case 10: words("storm", context: "Beaufort")
        case 11: words("violent storm", context: "Beaufort")
        default: words("hurricane force", context: "Beaufort")
        }
    }
}
