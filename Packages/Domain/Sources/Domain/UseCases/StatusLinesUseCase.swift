import FoundationEssentials

/// What one status-bar line shows: a place's report, or why there is none.
public enum LineSubject: Sendable {
    case report(WeatherReport)
    /// A place named on the command line with no weather kept.
    case uncached(String)
    case missing(LineGap)

    public var report: WeatherReport? {
        if case .report(let report) = self { report } else { nil }
    }

    public var uncachedName: String? {
        if case .uncached(let name) = self { name } else { nil }
    }

    /// Why there is no report; nil when there is one.
    public var gap: LineGap? {
        switch self {
        case .report: nil
        case .uncached(let name): .failed(.notCached(query: name))
        case .missing(let gap): gap
        }
    }
}

/// Why a status-bar line has no weather to show.
public enum LineGap: Sendable {
    /// Another process is fetching the places with no weather kept.
    case loading
    case failed(WeatherError)
}

/// The places of status-bar lines, made to be asked every few seconds: a fresh cache costs no request, and
/// while one process refreshes stale places, the others show what is kept, marked stale, at once. A place
/// with nothing kept is fetched by the one process holding the refresh claim, which waits for it (there is
/// nothing else to show), and a place not saved is never looked up online.
public struct StatusLinesUseCase: Sendable {
    /// The right to refresh, held by one process at a time.
    public struct RefreshClaim: Sendable {
        /// Claims the right for the rest of the process, waiting a moment at most; false while another
        /// process holds it.
        let claim: @Sendable () -> Bool
        /// Hands the claimed refresh of places (every saved one when none is named) to a process of its
        /// own; false when it could not be started.
        let handOver: @Sendable ([String]) -> Bool

        public init(claim: @escaping @Sendable () -> Bool, handOver: @escaping @Sendable ([String]) -> Bool) {
            self.claim = claim
            self.handOver = handOver
        }
    }

    private let listPlaces: @Sendable () throws(WeatherError) -> ListPlacesUseCase
    private let showPlace: @Sendable () throws(WeatherError) -> ShowPlaceUseCase
    private let refreshClaim: RefreshClaim
    private let clock: any WallClock
    private let cacheLifetime: TimeInterval

    /// The use cases are made only when needed: named places never list, and no place named never shows.
    public init(
        listPlaces: @escaping @Sendable () throws(WeatherError) -> ListPlacesUseCase,
        showPlace: @escaping @Sendable () throws(WeatherError) -> ShowPlaceUseCase,
        refreshClaim: RefreshClaim, clock: any WallClock, cacheLifetime: TimeInterval
    ) {
        self.listPlaces = listPlaces
        self.showPlace = showPlace
        self.refreshClaim = refreshClaim
        self.clock = clock
        self.cacheLifetime = cacheLifetime
    }

    /// One subject per place named, in order (every saved place when none is), each a report or why there
    /// is none. Only the process holding the refresh claim asks the network, and it hands the asking to a
    /// process of its own when something is stale, so that no line waits for the service while there is
    /// something kept to show. A place with nothing kept has nothing to show meanwhile, so the claim holder
    /// fetches it first, then hands on the stale ones. `offline` asks nothing.
    public func subjects(_ places: [String], offline: Bool) async throws(WeatherError) -> [LineSubject] {
        var subjects = try await self.subjects(places, policy: .offline)
        let now = clock.now
        let uncached = subjects.compactMap(\.uncachedName)
        let stale = subjects.contains { $0.report.map { $0.age(at: now) > cacheLifetime } ?? false }
        let claimed = !offline && (stale || !uncached.isEmpty) && refreshClaim.claim()
        if !uncached.isEmpty {
            subjects = await fetchingUncached(uncached, into: subjects, offline: offline, claimed: claimed)
        }
        if claimed, stale, !refreshClaim.handOver(places) {
            let fetched = try await self.subjects(places, policy: .cacheFirst(lifetime: cacheLifetime))
            // Named places come back one for one; a place that had no report keeps what became of it.
            subjects =
                places.isEmpty
                ? fetched
                : zip(subjects, fetched).map { kept, fetched in kept.report == nil ? kept : fetched }
        }
        return subjects
    }

    /// Refreshes what is stale of `places`, as the process a claim was handed over to.
    public func refresh(_ places: [String]) async throws(WeatherError) {
        _ = try await subjects(places, policy: .cacheFirst(lifetime: cacheLifetime))
    }

    /// The places' reports by `policy`, in the order named; a named place with nothing cached, or that
    /// cannot be shown, stands as such. A place not saved is found only where the catalog or the offline
    /// gazetteer knows it.
    private func subjects(_ places: [String], policy: FetchPolicy) async throws(WeatherError) -> [LineSubject]
    {
        guard !places.isEmpty else {
            return try await listPlaces().execute(policy: policy).map(LineSubject.report)
        }
        let show = try showPlace()
        var subjects: [LineSubject] = []
        for place in places {
            do throws(WeatherError) {
                subjects.append(.report(try await show.execute(place, policy: policy, geocoding: false)))
            } catch .notCached {
                subjects.append(.uncached(place))
            } catch {
                subjects.append(.missing(.failed(error)))
            }
        }
        return subjects
    }

    /// `subjects` with the weather of the places named `uncached` fetched (and kept, never saved) when this
    /// process holds the refresh claim; while another holds it, they are loading. Offline they are not
    /// cached.
    private func fetchingUncached(
        _ uncached: [String], into subjects: [LineSubject], offline: Bool, claimed: Bool
    ) async -> [LineSubject] {
        guard offline || claimed else {
            return subjects.map { $0.uncachedName == nil ? $0 : .missing(.loading) }
        }
        let policy: FetchPolicy = offline ? .offline : .cacheFirst(lifetime: cacheLifetime)
        let show: ShowPlaceUseCase
        do throws(WeatherError) {
            show = try showPlace()
        } catch {
            return subjects.map { $0.uncachedName == nil ? $0 : .missing(.failed(error)) }
        }
        var fetched: [String: LineSubject] = [:]
        for name in uncached where fetched[name] == nil {
            do throws(WeatherError) {
                fetched[name] = .report(try await show.execute(name, policy: policy, geocoding: false))
            } catch {
                fetched[name] = .missing(.failed(error))
            }
        }
        return subjects.map { subject in subject.uncachedName.flatMap { fetched[$0] } ?? subject }
    }
}
