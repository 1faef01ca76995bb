/// A weather service wxapp can fetch from.
public enum WeatherProvider: String, Sendable, CaseIterable, Codable {
    /// OpenWeatherMap: needs an API key.
    case openWeatherMap = "openweathermap"
    /// Open-Meteo: free, no key (CC BY 4.0 data).
    case openMeteo = "openmeteo"

    /// The service's own name, such as "Open-Meteo".
    public var displayName: String {
        switch self {
        case .openWeatherMap: "OpenWeatherMap"
        case .openMeteo: "Open-Meteo"
        }
    }
}
