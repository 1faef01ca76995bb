import Domain
import FoundationEssentials

/// Serves weather from the store while it is fresh, fetches when it is stale, and falls back to the
/// stored copy, with the reason, when fetching fails.
public struct CachingWeatherRepository: WeatherRepository {
    private let store: any WeatherStore
    private let service: any CurrentWeatherService
    private let clock: any WallClock
    private let maximumConcurrentRequests: Int

    public init(
        store: any WeatherStore, service: any CurrentWeatherService, clock: any WallClock,
        maximumConcurrentRequests: Int
    ) {
        self.store = store
        self.service = service
        self.clock = clock
        self.maximumConcurrentRequests = max(1, maximumConcurrentRequests)
    }

    public func savedPlaces() async throws(WeatherError) -> [Place] {
        try await store.places()
    }

    public func savedPlaces(named key: SearchKey) async throws(WeatherError) -> [Place] {
        try await store.places(named: key)
    }

    public func report(for place: Place, policy: FetchPolicy) async throws(WeatherError) -> WeatherReport {
        let cached = try await cachedObservation(of: place)
        // A place saved under another spelling ("Bogota" for "Bogotá") keeps its saved identity, and
        // answers to the new spelling too.
        let spelling = PlaceAliases(names: [place.name], regions: [place.region].compactMap { $0 })
        let place = cached.map { $0.place.adding(place.aliases.adding(spelling)) } ?? place
        if let cached, let origin = policy.origin(ofCopyFetchedAt: cached.fetchedAt, now: clock.now) {
            return WeatherReport(cached, origin: origin)
        }
        if policy == .offline {
            throw .notCached(query: "\(place.name),\(place.countryCode)")
        }
        return try await fetch(place, fallback: cached)
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
        let fetched = await fetchAll(due.map { cached[$0] })
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
        guard
            let twin = try await store.places(named: SearchKey(place.name)).first(where: {
                $0.isTwin(of: place)
            })
        else { return nil }
        return try await store.observation(for: twin.key)
    }

    /// Fetches and saves; `refreshing` a place that another process deleted meanwhile leaves it deleted.
    private func fetch(_ place: Place, fallback: CachedObservation?, refreshing: Bool = false)
        async throws(WeatherError) -> WeatherReport
    {
        let weather: CurrentWeather
        do throws(WeatherError) {
            weather = try await service.currentWeather(at: place.coordinates)
            // A reading outside physical bounds is not weather, whichever service sent it.
            if let problem = weather.implausibility(at: clock.now) {
                throw WeatherError.unreadableResponse(detail: problem)
            }
        } catch {
            guard let fallback else { throw error.naming(place) }
            return WeatherReport(fallback, origin: .fallback(error.naming(place)))
        }
        let fetchedAt = clock.now
        if refreshing {
            _ = try await store.update(place, weather: weather, fetchedAt: fetchedAt)
        } else {
            try await store.save(place, weather: weather, fetchedAt: fetchedAt)
        }
        return WeatherReport(place: place, weather: weather, fetchedAt: fetchedAt, origin: .network)
    }

    /// Fetches every stale observation, a bounded number at a time. After a failure that every later request
    /// would meet too (no network, key rejected, rate limited), the rest fall back without a request.
    /// "Springfield, Illinois, US".
    private static func label(_ place: Place) -> String {
        ([place.name] + [place.region].compactMap { $0 } + [place.countryCode]).joined(separator: ", ")
    }

    private func fetchAll(_ stale: [CachedObservation]) async -> [Result<WeatherReport, WeatherError>] {
        await withTaskGroup(of: (Int, Result<WeatherReport, WeatherError>).self) { group in
            var results = [Result<WeatherReport, WeatherError>?](repeating: nil, count: stale.count)
            var next = 0
            var running = 0
            var sharedFailure: WeatherError?
            while true {
                while running < maximumConcurrentRequests, next < stale.count {
                    let index = next
                    let observation = stale[index]
                    next += 1
                    if let sharedFailure {
                        results[index] = .success(
                            WeatherReport(observation, origin: .fallback(sharedFailure)))
                        continue
                    }
                    running += 1
                    group.addTask { (index, await refresh(observation)) }
                }
                guard let (index, result) = await group.next() else { break }
                running -= 1
                results[index] = result
                if case .success(let report) = result, case .fallback(let reason) = report.origin,
                    reason.affectsEveryRequest
                {
                    sharedFailure = sharedFailure ?? reason
                }
            }
            return results.map {
                $0 ?? .failure(.internalFailure(detail: "a refresh finished without a result"))
            }
        }
    }

    /// Fetches one observation, keeping the stored copy as its fallback.
    private func refresh(_ observation: CachedObservation) async -> Result<WeatherReport, WeatherError> {
        do throws(WeatherError) {
            return .success(try await fetch(observation.place, fallback: observation, refreshing: true))
        } catch {
            return .failure(error)
        }
    }
}

extension WeatherReport {
    init(_ observation: CachedObservation, origin: Origin) {
        self.init(
            place: observation.place, weather: observation.weather, fetchedAt: observation.fetchedAt,
            origin: origin)
    }
}

extension WeatherError {
    /// The error of a request for `place`'s weather: a service that finds nothing at its coordinates has no
    /// weather for it, which is not the same as not knowing a name the user typed.
    func naming(_ place: Place) -> WeatherError {
        if case .placeNotFound = self {
            return .weatherNotFound(place: "\(place.name), \(place.countryCode)")
        }
        return self
    }

    /// True for failures that say nothing about one place but about every request: retrying others is waste.
    /// A timeout counts: the service gave no answer within the whole retry budget, so the next place would
    /// only make the user wait as long again.
    var affectsEveryRequest: Bool {
        switch self {
        case .networkUnavailable, .networkLibraryMissing, .untrustedService, .apiKeyMissing, .apiKeyRejected,
            .rateLimited, .configuration, .timedOut:
            true
        default: false
        }
    }
}
