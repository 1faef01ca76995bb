import Domain
import FoundationEssentials

/// Air quality saved with its place and the time it was fetched.
public struct CachedAirQuality: Sendable, Equatable {
    public let place: Place
    public let air: AirQuality
    public let fetchedAt: Date

    public init(place: Place, air: AirQuality, fetchedAt: Date) {
        self.place = place
        self.air = air
        self.fetchedAt = fetchedAt
    }
}

/// Where air quality is kept: beside its place, deleted with it.
public protocol AirQualityStore: Sendable {
    /// The saved place's air quality, or nil when the place is not saved or has none.
    func airQuality(for key: PlaceKey) async throws(WeatherError) -> CachedAirQuality?
    /// Replaces the saved place's air quality; `placeNotSaved` when there is no such place.
    func saveAirQuality(_ air: AirQuality, for key: PlaceKey, fetchedAt: Date) async throws(WeatherError)
    /// The air quality of every saved place that has some.
    func allAirQuality() async throws(WeatherError) -> [CachedAirQuality]
}
