import Domain

/// A source of live observations for a point on Earth.
public protocol CurrentWeatherService: Sendable {
    func currentWeather(at coordinates: Coordinates) async throws(WeatherError) -> CurrentWeather
}
