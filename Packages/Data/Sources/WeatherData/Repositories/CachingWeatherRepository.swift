import Domain
import FoundationEssentials

/// Serves weather from the store while it is fresh, fetches when it is stale, and falls back to the
/// stored copy, with the reason, when fetching fails.
public struct CachingWeatherRepository: WeatherRepository {
    private let store: any WeatherStore
    let service: any CurrentWeatherService
    private let clock: any WallClock
    let maximumConcurrentRequests: Int
    private let timeZones: PlaceTimeZoneFinder?
    private let listing: Listing

    /// `timeZones` names the zone of a place saved without one, when its weather arrives. `listing` says
    /// whether a place whose weather is fetched joins the list (`add`) or is kept off it (a look).
    public init(
        store: any WeatherStore, service: any CurrentWeatherService, clock: any WallClock,
        maximumConcurrentRequests: Int, timeZones: PlaceTimeZoneFinder? = nil, listing: Listing = .listed
    ) {
        self.store = store
        self.service = service
        self.clock = clock
        self.maximumConcurrentRequests = max(1, maximumConcurrentRequests)
        self.timeZones = timeZones
        self.listing = listing
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
        var results = [Result<WeatherReport, WeatherError>?](repeating: nil, count: places.count)
        var due: [(index: Int, refresh: Refresh)] = []
        for (index, asked) in places.enumerated() {
            do throws(WeatherError) {
                let cached = try await cachedObservation(of: asked)
                // A place saved under another spelling ("Bogota" for "Bogotá") keeps its saved identity, and
                // answers to the new spelling too.
                let spelling = PlaceAliases(names: [asked.name], regions: [asked.region].compactMap { $0 })
                let place = cached.map { $0.place.adding(asked.aliases.adding(spelling)) } ?? asked
                if let cached, let origin = policy.origin(ofCopyFetchedAt: cached.fetchedAt, now: clock.now) {
                    results[index] = .success(WeatherReport(cached, origin: origin))
                } else if policy == .offline {
                    throw .notCached(query: "\(place.name),\(place.countryCode)")
                } else {
                    due.append((index, Refresh(place: place, fallback: cached, keepsDeletion: false)))
                }
            } catch {
                results[index] = .failure(error)
            }
        }
        let fetched = await fetchAll(due.map(\.refresh), demand: FetchDemand(policy))
        for (index, result) in zip(due.map(\.index), fetched) {
            results[index] = result
        }
        // A place added while only its kept copy could be had (offline, or its service failing) joins the
        // list all the same, with that copy.
        if listing == .listed {
            let kept = results.compactMap { result -> PlaceKey? in
                guard case .success(let report)? = result, report.origin != .network else { return nil }
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
        return results.map { $0 ?? .failure(.internalFailure(detail: "a place was left without a report")) }
    }

    public func reports(policy: FetchPolicy) async throws(WeatherError) -> [WeatherReport] {
        let cached = try await store.observations()
        let now = clock.now
        var reports: [WeatherReport?] = cached.map { observation in
            policy.origin(ofCopyFetchedAt: observation.fetchedAt, now: now).map {
                WeatherReport(observation, origin: $0)
            }
        }
        let due = reports.indices.filter { reports[$0] == nil }
        let fetched = await fetchAll(
            due.map { Refresh(place: cached[$0].place, fallback: cached[$0], keepsDeletion: true) },
            demand: FetchDemand(policy))
        for (index, result) in zip(due, fetched) {
            reports[index] = try result.get()
        }
        return reports.compactMap { $0 }
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
    private func cachedObservation(of place: Place) async throws(WeatherError) -> CachedObservation? {
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

    /// A place whose weather is to be fetched, with the copy to fall back to.
    private struct Refresh: Sendable {
        let place: Place
        let fallback: CachedObservation?
        /// True when refreshing a saved place, which another process may delete meanwhile: the fetched
        /// weather then updates nothing rather than saving the place again.
        let keepsDeletion: Bool
    }

    /// Fetches every place due and saves what arrives, in the order given, so that places added together
    /// are saved in the order they were asked for.
    private func fetchAll(_ due: [Refresh], demand: FetchDemand) async -> [Result<
        WeatherReport, WeatherError
    >] {
        // A cached command has nothing due and starts no task group.
        guard !due.isEmpty else { return [] }
        let fetched = await currentWeather(at: due.map(\.place.coordinates), demand: demand)
        var settled: [Result<WeatherReport, WeatherError>] = []
        for (refresh, weather) in zip(due, fetched) {
            settled.append(await settle(refresh, weather))
        }
        return settled
    }

    /// Saves weather that arrived and is plausible; otherwise falls back to the stored copy, with the reason.
    private func settle(_ refresh: Refresh, _ fetched: Result<CurrentWeather, WeatherError>) async -> Result<
        WeatherReport, WeatherError
    > {
        var place = refresh.place
        let weather: CurrentWeather
        do throws(WeatherError) {
            weather = try fetched.get()
            // A reading outside physical bounds is not weather, whichever service sent it.
            if let problem = weather.implausibility(at: clock.now) {
                throw WeatherError.unreadableResponse(detail: problem)
            }
        } catch {
            guard let fallback = refresh.fallback else { return .failure(error.naming(place)) }
            return .success(WeatherReport(fallback, origin: .fallback(error.naming(place))))
        }
        // A reply the service asked to be reused until it expires is as old as when it came.
        let fetchedAt = weather.receivedAt ?? clock.now
        if place.timeZone == nil, let timeZones {
            place = place.inTimeZone(
                timeZones.timeZone(
                    at: place.coordinates, observed: weather.utcOffsetSeconds, at: weather.observedAt))
        }
        do throws(WeatherError) {
            if refresh.keepsDeletion {
                _ = try await store.update(place, weather: weather, fetchedAt: fetchedAt)
            } else {
                try await store.save(place, weather: weather, fetchedAt: fetchedAt, listing: listing)
            }
        } catch {
            return .failure(error)
        }
        return .success(
            WeatherReport(
                place: place, weather: weather, fetchedAt: fetchedAt,
                origin: weather.receivedAt == nil ? .network : .cache))
    }
}

extension WeatherReport {
    init(_ observation: CachedObservation, origin: Origin) {
        self.init(
            place: observation.place, weather: observation.weather, fetchedAt: observation.fetchedAt,
            origin: origin)
    }
}
