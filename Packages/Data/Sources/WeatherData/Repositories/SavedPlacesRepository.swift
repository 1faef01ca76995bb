import Domain
import FoundationEssentials
import ProviderKit

/// Saved places and their current weather: the places kept in the store, and their weather served as
/// `KeptDataRepository` serves every kind of kept data.
public struct SavedPlacesRepository: WeatherRepository {
    private let store: any WeatherStore
    let service: PointService<Checked<CurrentWeather>>
    private let clock: any WallClock
    let maximumConcurrentRequests: Int
    private let timeZones: PlaceTimeZoneFinder?
    private let listing: Listing
    private let namedProvider: WeatherProvider?

    /// `timeZones` names the zone of a place saved without one, when its weather arrives. `listing` says
    /// whether a place whose weather is fetched joins the list (`add`) or is kept off it (a look).
    /// `namedProvider`, the provider named with `--provider`, is asked rather than another's kept reading
    /// served.
    public init(
        store: any WeatherStore, service: PointService<Checked<CurrentWeather>>, clock: any WallClock,
        maximumConcurrentRequests: Int, timeZones: PlaceTimeZoneFinder? = nil, listing: Listing = .listed,
        namedProvider: WeatherProvider? = nil
    ) {
        self.store = store
        self.service = service
        self.clock = clock
        self.maximumConcurrentRequests = max(1, maximumConcurrentRequests)
        self.timeZones = timeZones
        self.listing = listing
        self.namedProvider = namedProvider
    }

    public func savedPlaces() async throws(WeatherError) -> [Place] {
        try await store.places()
    }

    public func savedPlaces(named key: SearchKey) async throws(WeatherError) -> [Place] {
        try await store.places(named: key)
    }

    public func lookedAtPlaces(named key: SearchKey) async throws(WeatherError) -> [Place] {
        try await store.lookedAtPlaces(named: key)
    }

    public func keepLookedAt(_ place: Place) async throws(WeatherError) {
        try await store.keepLookedAt(place, at: clock.now)
    }

    public func report(for place: Place, policy: FetchPolicy) async throws(WeatherError) -> WeatherReport {
        guard let result = await reports(for: [place], policy: policy).first else {
            throw .internalFailure(detail: "a report was asked for and none came back")
        }
        return try result.get()
    }

    public func reports(for places: [Place], policy: FetchPolicy) async -> [Result<
        WeatherReport, WeatherError
    >] {
        var weather = description(keepsDeletion: false)
        weather.lookup = { asked throws(WeatherError) in
            let cached = try await cachedObservation(of: asked)
            // A place saved under another spelling ("Bogota" for "Bogotá") keeps its saved identity, and
            // answers to the new spelling too. Added again, it is shown by the name it was added by this time;
            // looked at (`here`, a place found online), it keeps the name it is shown by.
            let spelling = PlaceAliases(names: [asked.name], regions: [asked.region].compactMap { $0 })
            let saved = cached.map { kept in
                kept.place.adding(asked.aliases.adding(spelling)).shown(
                    as: listing == .listed ? asked.shownName : asked.shownName ?? kept.place.shownName)
            }
            return .due(asked: saved ?? asked, kept: cached)
        }
        let served = await KeptDataRepository(weather, clock: clock).reports(for: places, policy: policy)
        // A place added while only its kept copy could be had (offline, or its service failing) joins the
        // list all the same, with that copy.
        if listing == .listed {
            let kept = served.compactMap { result -> PlaceKey? in
                guard case .success(let report) = result, report.origin != .network else { return nil }
                return report.place.key
            }
            if !kept.isEmpty {
                do throws(WeatherError) {
                    try await store.list(kept)
                } catch {
                    return places.map { _ in .failure(error) }
                }
            }
        }
        return served
    }

    public func reports(policy: FetchPolicy) async throws(WeatherError) -> [WeatherReport] {
        let saved = try await store.observations()
        let byKey = Dictionary(saved.map { ($0.place.key, $0) }) { first, _ in first }
        var weather = description(keepsDeletion: true)
        weather.lookup = { place in .due(asked: place, kept: byKey[place.key]) }
        return try await KeptDataRepository(weather, clock: clock).reports(
            for: saved.map(\.place), policy: policy
        ).map { result throws(WeatherError) in try result.get() }
    }

    /// Current weather as the kept-data repository serves it: the kept observation while fresh, else
    /// fetched (as many to a request as the service takes), checked and kept, else the kept one with the
    /// reason. `keepsDeletion` refreshes saved places, which another process may delete meanwhile: the
    /// fetched weather then updates nothing rather than saving the place again.
    private func description(keepsDeletion: Bool) -> KeptDataDescription<CurrentWeather> {
        let (store, listing, timeZones) = (store, listing, timeZones)
        let kept = KeptReports<CurrentWeather>(
            copy: { key throws(WeatherError) in try await store.observation(for: key) },
            keep: { kept throws(WeatherError) in
                if keepsDeletion {
                    _ = try await store.update(kept.place, weather: kept.value, fetchedAt: kept.fetchedAt)
                } else {
                    try await store.save(
                        kept.place, weather: kept.value, fetchedAt: kept.fetchedAt, listing: listing)
                }
            })
        var description = KeptDataDescription<CurrentWeather>(
            kind: .weather, store: kept,
            fetch: { [self] places, demand in
                await currentWeather(at: places.map(\.coordinates), demand: demand)
            })
        // Weather that arrived is kept with the zone its service states for the place (the zone of the
        // point itself, which a zone taken from a name or the nearest city does not outweigh), else naming
        // the zone of a place saved without one.
        description.settle = { asked, weather in
            if let stated = weather.timeZone { return (asked.inTimeZone(stated), weather) }
            guard asked.timeZone == nil, let timeZones else { return (asked, weather) }
            let zone = timeZones.timeZone(
                at: asked.coordinates, observed: weather.utcOffsetSeconds, at: weather.observedAt)
            return (asked.inTimeZone(zone), weather)
        }
        description.receivedAt = { $0.receivedAt }
        if let namedProvider { description.serves = { $0.weather.provider == namedProvider } }
        return description
    }

    public func delete(_ keys: [PlaceKey]) async throws(WeatherError) -> Int {
        try await store.delete(keys)
    }

    public func deleteAll() async throws(WeatherError) -> Int {
        try await store.deleteAll()
    }

    /// The saved observation of `place`, or of the saved place it is a twin of. A place saved under the same
    /// name and country far away is another place, which the store cannot hold beside it: refused, never
    /// overwritten or answered for.
    private func cachedObservation(of place: Place) async throws(WeatherError) -> Report<CurrentWeather>? {
        if let exact = try await store.observation(for: place.key) {
            guard exact.place.isTwin(of: place) else {
                throw .placeNameTaken(saved: Self.label(exact.place), asked: Self.label(place))
            }
            return exact
        }
        let key = SearchKey(place.name)
        let kept =
            try await store.places(named: key)
            + (listing == .lookedAt ? store.lookedAtPlaces(named: key) : [])
        guard let twin = kept.first(where: { $0.isTwin(of: place) }) else { return nil }
        return try await store.observation(for: twin.key)
    }

    /// "Springfield, Illinois, US".
    private static func label(_ place: Place) -> String {
        ([place.name] + [place.region].compactMap { $0 } + [place.countryCode]).joined(separator: ", ")
    }
}
