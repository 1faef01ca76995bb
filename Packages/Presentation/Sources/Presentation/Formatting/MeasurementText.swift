import Domain

/// A measurement as shown in tables and cards: rounded for the eye, labelled with its unit.
enum MeasurementText {
    /// "18°C", "291 K", "1013 hPa", "29.92 inHg", "4.1 m/s", "9 mph", "10.0 km", "72%", and a Beaufort
    /// force with its name: "5 Bft, fresh breeze".
    static func text(_ measurement: Measurement) -> String {
        let text = compact(measurement, decimals: decimals(for: measurement.unit))
        guard measurement.unit == SpeedUnit.beaufort.symbol,
            let force = BeaufortForce(number: Int(saturating: measurement.value.rounded()))
        else { return text }
        return text + ", " + force.name
    }

    /// The number with `decimals` decimals and the unit's symbol: "18°C", "5 Bft".
    static func compact(_ measurement: Measurement, decimals: Int) -> String {
        let number = NumberText.format(measurement.value, decimals: decimals)
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
}
