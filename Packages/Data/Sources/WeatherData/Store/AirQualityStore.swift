import Domain
import FoundationEssentials

/// Where air quality is kept: beside its place, deleted with it.
public protocol AirQualityStore: Sendable {
    /// The saved place's air quality, or nil when the place is not saved or has none.
    func airQuality(for key: PlaceKey) async throws(WeatherError) -> KeptCopy<AirQuality>?
    /// Replaces the saved place's air quality; `placeNotSaved` when there is no such place.
    func saveAirQuality(_ air: AirQuality, for key: PlaceKey, fetchedAt: Date) async throws(WeatherError)
    /// The air quality of every saved place that has some.
    func allAirQuality() async throws(WeatherError) -> [KeptCopy<AirQuality>]
}
