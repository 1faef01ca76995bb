/// A weather service wxapp can fetch from.
public enum WeatherProvider: String, Sendable, CaseIterable, Codable {
    /// OpenWeatherMap: needs an API key.
    case openWeatherMap = "openweathermap"
    /// Open-Meteo: free, no key (CC BY 4.0 data).
    case openMeteo = "openmeteo"

    /// The service's own name, such as "Open-Meteo".
    /// How many days ahead the provider forecasts: Open-Meteo 16, OpenWeatherMap's free plan 5.
    public var forecastDays: Int {
        switch self {
        case .openWeatherMap: 5
        case .openMeteo: 16
        }
    }

    /// The days a forecast shows unless asked: a week where the provider has one.
    public var defaultForecastDays: Int { min(7, forecastDays) }

    public var displayName: String {
        switch self {
        case .openWeatherMap: "OpenWeatherMap"
        case .openMeteo: "Open-Meteo"
        }
    }
}
