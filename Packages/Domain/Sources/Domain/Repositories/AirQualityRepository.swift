/// The air quality of saved places: the cache and the service behind one interface.
public protocol AirQualityRepository: Sendable {
    /// The air quality at a saved `place` under `policy`; fetched air quality is saved beside the place.
    /// Falls back to the cached copy, marked `.fallback(reason)`, when fetching fails.
    func airQuality(for place: Place, policy: FetchPolicy) async throws(WeatherError) -> AirQualityReport

    /// The kept air quality of every saved place that has some, whatever its age; never asks the service.
    func keptAirQuality() async throws(WeatherError) -> [AirQualityReport]
}
