/// How many decimals JSON gives each number, so that no value carries the noise of binary arithmetic
/// (15.899999999999977): a measurement at least one, and enough that converting back loses nothing a service
/// sends (at most hundredths of its own unit: 0.01 K, 0.01 m/s, 0.01 hPa, 0.01 mm, whole metres); every other
/// number the decimals of what it is. docs/OUTPUT.md has the same table.
enum JSONPrecision {
    static let decimalsByUnit: [String: Int] = [
        "°C": 2, "°F": 2, "K": 2,
        "m/s": 2, "km/h": 2, "mph": 2, "kn": 2, "Bft": 1,
        "hPa": 2, "inHg": 4, "mmHg": 3, "kPa": 4,
        "mm": 2, "in": 4,
        "km": 3, "mi": 4, "m": 1,
        "%": 1, "°": 1, "µg/m³": 1, "grains/m³": 1,
    ]

    /// The decimals of a unit this table does not name.
    static let defaultDecimals = 2
    /// Latitudes and longitudes: the seven decimals (about a centimetre) the most precise geocoder sends.
    static let coordinates = 7
    /// An index with a scale of its own (European and US AQI, the UV index), as services send it.
    static let index = 2
    /// The moon's illumination, from 0 to 1: a tenth of a percent.
    static let fraction = 3
    /// An angle in degrees, as `°` has it.
    static let degrees = 1

    /// The decimals of a measurement in `unit`.
    static func decimals(unit: String) -> Int {
        decimalsByUnit[unit] ?? defaultDecimals
    }

    /// `value` rounded half away from zero to the decimals of `unit`; a value too large to round is kept.
    static func rounded(_ value: Double, unit: String) -> Double {
        rounded(value, decimals: decimals(unit: unit))
    }

    /// `value` rounded half away from zero to `decimals`; a value too large to round is kept.
    static func rounded(_ value: Double, decimals: Int) -> Double {
        let scale = (0..<decimals).reduce(1.0) { result, _ in result * 10 }
        let scaled = value * scale
        guard scaled.isFinite, abs(scaled) < 1e15 else { return value }
        return scaled.rounded(.toNearestOrAwayFromZero) / scale
    }
}
