/// The unit system a measurement is displayed in; values are always stored in SI.
public enum UnitSystem: String, Sendable, CaseIterable, Codable {
    /// Celsius, hectopascals, metres per second, kilometres.
    case metric
    /// Fahrenheit, inches of mercury, miles per hour, miles.
    case imperial
    /// Kelvin, hectopascals, metres per second, metres (OpenWeatherMap's "standard").
    case standard
}
