import Domain
import Infrastructure
import Logging
import WeatherData

/// What a weather provider offers wxapp: current weather, forecasts and geocoding.
typealias ProviderService = CurrentWeatherService & ForecastService & GeocodingRepository

extension AppDIContainer {
    /// The configured provider's service over `http`: OpenWeatherMap with its key, or Open-Meteo with none.
    static func service(_ configuration: AppConfiguration, http: any HTTPClient, logger: Logger)
        -> any ProviderService
    {
        switch configuration.provider {
        case .openWeatherMap:
            OpenWeatherMapService(
                baseURL: configuration.serviceURL, apiKey: configuration.apiKey, http: http,
                monitor: RouteNetworkMonitor(), logger: logger)
        case .openMeteo:
            OpenMeteoService(
                forecastURL: configuration.openMeteoForecastURL,
                geocodingURL: configuration.openMeteoGeocodingURL,
                http: http, monitor: RouteNetworkMonitor(), logger: logger)
        }
    }
}
