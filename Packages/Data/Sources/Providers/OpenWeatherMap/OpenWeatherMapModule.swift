import Domain
import FoundationEssentials
import Infrastructure
import ProviderKit

extension WeatherProvider {
    /// OpenWeatherMap: needs an API key; its free plan forecasts 5 days in 3-hour steps.
    public static let openWeatherMap = WeatherProvider(
        id: "openweathermap", displayName: "OpenWeatherMap", forecastDays: 5, forecastSteps: .threeHourly,
        key: Key(
            variable: "OPENWEATHER_API_KEY", signUp: "https://openweathermap.org/api",
            rejectionHint: "a new key can take a couple of hours to work", queryParameter: "appid"),
        extras: [.sunTimes, .precipitationAmounts])
}

/// OpenWeatherMap's current weather, forecast and geocoding, with the key the user gives.
package struct OpenWeatherMapModule: SingleServiceModule {
    package init() {}

    /// The service's own server.
    package static let serviceURL = URL(string: "https://api.openweathermap.org")!

    package var provider: WeatherProvider { .openWeatherMap }
    package var urlVariable: String { "WXAPP_OPENWEATHER_URL" }
    package var defaultURL: URL { Self.serviceURL }

    package func service(_ context: ProviderContext) -> OpenWeatherMapService {
        OpenWeatherMapService(
            baseURL: context.url ?? defaultURL, apiKey: context.apiKey, http: context.http,
            monitor: context.monitor, logger: context.logger)
    }
}
