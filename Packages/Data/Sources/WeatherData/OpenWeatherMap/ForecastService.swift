import Domain

/// A source of 5 day / 3 hour forecasts for a point on Earth.
public protocol ForecastService: Sendable {
    func forecast(at coordinates: Coordinates) async throws(WeatherError) -> Forecast
}
