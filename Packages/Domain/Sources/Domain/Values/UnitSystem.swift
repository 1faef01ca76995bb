/// A named set of units, one per measure (`--units`); values are always stored in SI.
public enum UnitSystem: String, Sendable, CaseIterable, Codable {
    /// Celsius, metres per second, hectopascals, millimetres, kilometres.
    case metric
    /// Fahrenheit, miles per hour, inches of mercury, inches, miles.
    case imperial
    /// Kelvin, metres per second, hectopascals, millimetres, metres (OpenWeatherMap's "standard").
    case standard
    /// As the United Kingdom reads the weather: Celsius, miles per hour, hectopascals, millimetres, miles.
    case uk
}
