import Domain

/// One provider as failover asks it: its name and its weather and forecast services.
public struct ProviderLink: Sendable {
    public let provider: WeatherProvider
    public let weather: any CurrentWeatherService
    public let forecasts: any ForecastService

    public init(provider: WeatherProvider, weather: any CurrentWeatherService, forecasts: any ForecastService)
    {
        self.provider = provider
        self.weather = weather
        self.forecasts = forecasts
    }
}
