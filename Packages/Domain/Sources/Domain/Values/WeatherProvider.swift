/// A weather service wxapp can fetch from.
public enum WeatherProvider: String, Sendable, CaseIterable, Codable {
    /// OpenWeatherMap: needs an API key.
    case openWeatherMap = "openweathermap"
    /// Open-Meteo: free, no key (CC BY 4.0 data).
    case openMeteo = "openmeteo"
    /// MET Norway's Locationforecast: free, no key, global (CC BY 4.0 data).
    case metNorway = "metno"

    /// How many days ahead the provider forecasts: Open-Meteo 16, MET Norway 9 (hourly for the first
    /// two and a half, six-hourly after), OpenWeatherMap's free plan 5.
    public var forecastDays: Int {
        switch self {
        case .openWeatherMap: 5
        case .openMeteo: 16
        case .metNorway: 9
        }
    }

    /// The days a forecast shows unless asked: a week where the provider has one.
    public var defaultForecastDays: Int { min(7, forecastDays) }

    /// The service's own name, such as "Open-Meteo".
    public var displayName: String {
        switch self {
        case .openWeatherMap: "OpenWeatherMap"
        case .openMeteo: "Open-Meteo"
        case .metNorway: "MET Norway"
        }
    }

    /// True for a service anyone may ask without a key.
    public var isKeyless: Bool { self != .openWeatherMap }
}
