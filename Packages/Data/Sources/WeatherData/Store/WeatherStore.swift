import Domain
import FoundationEssentials

/// A saved place with its last complete observation.
public struct CachedObservation: Sendable, Equatable {
    public let place: Place
    public let weather: CurrentWeather
    public let fetchedAt: Date

    public init(place: Place, weather: CurrentWeather, fetchedAt: Date) {
        self.place = place
        self.weather = weather
        self.fetchedAt = fetchedAt
    }
}

/// Saved places and their latest observations, kept across runs.
public protocol WeatherStore: Sendable {
    /// Every saved place, in the order first saved, without reading the observations.
    func places() async throws(WeatherError) -> [Place]
    /// The saved places that answer to `key` by their name or an alias, with their aliases.
    func places(named key: SearchKey) async throws(WeatherError) -> [Place]
    /// Every saved place with its observation, in the order first saved.
    func observations() async throws(WeatherError) -> [CachedObservation]
    func observation(for key: PlaceKey) async throws(WeatherError) -> CachedObservation?
    /// Saves the place (updating it when its key exists) and replaces its observation, atomically.
    func save(_ place: Place, weather: CurrentWeather, fetchedAt: Date) async throws(WeatherError)
    /// Replaces the observation of a place that is still saved, atomically; false, with nothing written, when
    /// the place was removed meanwhile (by another process), so that a refresh never brings it back.
    func update(_ place: Place, weather: CurrentWeather, fetchedAt: Date) async throws(WeatherError) -> Bool
    /// Removes the places with these keys in one transaction; returns how many were removed.
    func delete(_ keys: [PlaceKey]) async throws(WeatherError) -> Int
    func deleteAll() async throws(WeatherError) -> Int
}
