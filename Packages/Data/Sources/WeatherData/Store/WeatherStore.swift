import Domain
import FoundationEssentials

/// Saved places and their latest observations, kept across runs.
public protocol WeatherStore: Sendable {
    /// Every saved place, in the order first saved, without reading the observations.
    func places() async throws(WeatherError) -> [Place]
    /// The saved places that answer to `key` by their name or an alias, with their aliases.
    func places(named key: SearchKey) async throws(WeatherError) -> [Place]
    /// Every saved place with its observation, in the order first saved.
    func observations() async throws(WeatherError) -> [Report<CurrentWeather>]
    func observation(for key: PlaceKey) async throws(WeatherError) -> Report<CurrentWeather>?
    /// The places looked at and kept off the list that answer to `key`, with their aliases.
    func lookedAtPlaces(named key: SearchKey) async throws(WeatherError) -> [Place]
    /// Saves the place (updating it when its key exists) and replaces its observation, atomically; a new
    /// place joins the list or stays off it as `listing` says, and a listed one stays listed.
    func save(_ place: Place, weather: CurrentWeather, fetchedAt: Date, listing: Listing)
        async throws(WeatherError)
    /// Keeps a place looked at `now` (off the list), so that what is kept beside it has a place to belong
    /// to; a saved place under its key stays as it is, one looked at before is looked at again, and another
    /// place looked at under its key gives way. Only the latest `SQLiteWeatherStore.lookedAtPlacesKept`
    /// places looked at are kept, and those looked at within `lookedAtPlacesProtectedSeconds`.
    func keepLookedAt(_ place: Place, at now: Date) async throws(WeatherError)
    /// Replaces the observation of a place that is still saved, atomically; false, with nothing written, when
    /// the place was removed meanwhile (by another process), so that a refresh never brings it back.
    func update(_ place: Place, weather: CurrentWeather, fetchedAt: Date) async throws(WeatherError) -> Bool
    /// Puts the places with these keys that were only looked at on the list, with what is kept of them.
    func list(_ keys: [PlaceKey]) async throws(WeatherError)
    /// Removes the places with these keys in one transaction; returns how many were removed.
    func delete(_ keys: [PlaceKey]) async throws(WeatherError) -> Int
    /// Removes every saved place, leaving those only looked at; returns how many were removed.
    func deleteAll() async throws(WeatherError) -> Int
}

/// Whether a place whose weather is saved is on the user's list (`add`) or only looked at (`show` of a place
/// not saved), which keeps its weather for the next look without listing it.
public enum Listing: Sendable {
    case listed
    case lookedAt
}

extension WeatherStore {
    /// Saves a place on the list.
    public func save(_ place: Place, weather: CurrentWeather, fetchedAt: Date) async throws(WeatherError) {
        try await save(place, weather: weather, fetchedAt: fetchedAt, listing: .listed)
    }
}
