import Domain

/// One provider as failover asks it: its name, its weather and forecast services, and wxapp's own budget
/// of requests to it.
public struct ProviderLink: Sendable {
    public let provider: WeatherProvider
    public let weather: PointService<CurrentWeather>
    public let forecasts: PointService<Forecast>
    public let budget: any RequestBudget
}
