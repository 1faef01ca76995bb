import Domain
import FoundationEssentials
import Infrastructure

extension WeatherProvider {
    /// OpenWeatherMap: needs an API key; its free plan forecasts 5 days in 3-hour steps.
    public static let openWeatherMap = WeatherProvider(
        id: "openweathermap", displayName: "OpenWeatherMap", forecastDays: 5, forecastSteps: "3-hourly",
        key: Key(
            variable: "OPENWEATHER_API_KEY", signUp: "https://openweathermap.org/api",
            rejectionHint: "a new key can take a couple of hours to work", queryParameter: "appid"),
        extras: [.sunTimes, .precipitationAmounts])
}

/// OpenWeatherMap's current weather, forecast and geocoding, with the key the user gives.
struct OpenWeatherMapModule: SingleServiceModule {
    /// The service's own server.
    static let serviceURL = URL(string: "https://api.openweathermap.org")!

    var provider: WeatherProvider { .openWeatherMap }
    var urlVariable: String { "WXAPP_OPENWEATHER_URL" }
    var defaultURL: URL { Self.serviceURL }

    func service(_ context: ProviderContext) -> OpenWeatherMapService {
        OpenWeatherMapService(
            baseURL: context.url ?? defaultURL, apiKey: context.apiKey, http: context.http,
            monitor: RouteNetworkMonitor(), logger: context.logger)
    }
}
