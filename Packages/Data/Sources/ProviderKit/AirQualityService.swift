import Domain

/// A source of the air's quality at a point on Earth.
public protocol AirQualityService: Sendable {
    func airQuality(at coordinates: Coordinates) async throws(WeatherError) -> AirQuality
}
