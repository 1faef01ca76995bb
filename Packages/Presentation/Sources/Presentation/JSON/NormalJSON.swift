import Domain

/// A day's 1991–2020 normal as JSON, with a measured or forecast high and low against it.
enum NormalJSON {
    /// `{"period": "1991-2020", "high", "low", "highDifference", "lowDifference"}`: the normal high and low
    /// as measurements in the chosen units, and how far `high` and `low` are above them (null when unknown).
    static func day(_ normal: ClimateNormals.Day, high: Temperature?, low: Temperature?, units: Units)
        -> JSONValue
    {
        let unit = units.temperature.symbol
        func difference(_ value: Temperature?, _ normal: Temperature) -> JSONValue {
            .optional(value) {
                .measurement(
                    Measurement(value: NormalText.degrees($0, from: normal, units: units), unit: unit))
            }
        }
        return .object([
            "period": .string("\(ClimateNormals.firstYear)-\(ClimateNormals.lastYear)"),
            "high": .measurement(normal.high.measurement(in: units)),
            "low": .measurement(normal.low.measurement(in: units)),
            "highDifference": difference(high, normal.high),
            "lowDifference": difference(low, normal.low),
        ])
    }
}
