/// Saved places and their weather: the cache and the service behind one interface.
public protocol WeatherRepository: Sendable {
    /// Every saved place, in the order it was first saved.
    func savedPlaces() async throws(WeatherError) -> [Place]

    /// The saved places whose name or one of whose aliases has `key`, with their aliases.
    func savedPlaces(named key: SearchKey) async throws(WeatherError) -> [Place]

    /// The places looked at but not saved that answer to `key`, with their aliases: each is kept with its
    /// weather for the next look, off the list.
    func lookedAtPlaces(named key: SearchKey) async throws(WeatherError) -> [Place]

    /// Keeps `place`, looked at but not saved, off the list, so that what is fetched for it (a forecast, air
    /// quality) is kept for the next look; a saved place, or one looked at before, stays as it is.
    func keepLookedAt(_ place: Place) async throws(WeatherError)

    /// The weather for `place` under `policy`; a fetched observation is saved with the place.
    /// Falls back to the cached copy, marked `.fallback(reason)`, when fetching fails.
    func report(for place: Place, policy: FetchPolicy) async throws(WeatherError) -> WeatherReport

    /// A report, or why there is none, for each of `places` in their order, as `report(for:policy:)` gives
    /// one; places that need fetching are fetched together, in as few requests as the service allows.
    func reports(for places: [Place], policy: FetchPolicy) async -> [Result<WeatherReport, WeatherError>]

    /// A report for every saved place, in saved order, fetching only what `policy` requires.
    func reports(policy: FetchPolicy) async throws(WeatherError) -> [WeatherReport]

    /// Removes the places with these keys, all or none; returns how many were removed.
    func delete(_ keys: [PlaceKey]) async throws(WeatherError) -> Int

    /// Removes every saved place; returns how many were removed.
    func deleteAll() async throws(WeatherError) -> Int
}

extension WeatherRepository {
    /// One place after the other.
    public func reports(for places: [Place], policy: FetchPolicy) async -> [Result<
        WeatherReport, WeatherError
    >] {
        var results: [Result<WeatherReport, WeatherError>] = []
        for place in places {
            do throws(WeatherError) {
                results.append(.success(try await report(for: place, policy: policy)))
            } catch {
                results.append(.failure(error))
            }
        }
        return results
    }
}

extension WeatherRepository {
    /// The kept report of `place`, whatever its age, or nil when it has none; never asks the service.
    public func keptReport(for place: Place) async throws(WeatherError) -> WeatherReport? {
        do {
            return try await report(for: place, policy: .offline)
        } catch .notCached {
            return nil
        }
    }
}
