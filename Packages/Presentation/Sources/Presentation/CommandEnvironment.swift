import Domain
import FoundationEssentials

/// What commands get from the composition root: the clock, the cache lifetime and the use cases.
public protocol CommandEnvironment: Sendable {
    var clock: any WallClock { get }
    /// Seconds a cached observation counts as fresh (600 by default).
    var cacheLifetime: TimeInterval { get }
    /// Waits between the refreshes of `watch`; tests inject one that never sleeps for real.
    var sleeper: any Sleeper { get }
    /// The offsets each time zone keeps, for times shown in a place's own.
    var timeZoneRules: any TimeZoneRules { get }
    /// From now on, tells `observer` of each request that waits for room in wxapp's own request budget.
    func reportRequestWaits(to observer: @escaping @Sendable (RequestBudgetWait) -> Void)
    /// From now on, tells `observer` of each failed lookup of "here" that the last place found stood in for.
    func reportHereFallbacks(to observer: @escaping @Sendable (HereFallback) -> Void)
    /// From now on, tells `observer` of each place search that another provider answered after a failure.
    func reportPlaceSearchFailovers(to observer: @escaping @Sendable (PlaceSearchFailover) -> Void)
    /// Claims, for the rest of the process, the right to refresh stale places for `wxapp line`, waiting a
    /// moment at most; false while another process holds it (or when it cannot be had at all).
    func claimLineRefresh() -> Bool
    /// Hands the claimed refresh of `places` (every saved place when empty) to a process of its own, which
    /// keeps the claim until it has refreshed; false when it could not be started.
    func refreshLinesInBackground(places: [String]) -> Bool
    /// The weather service commands use (`--provider`, else `WXAPP_PROVIDER`, else the file, else by key).
    var provider: WeatherProvider { get }
    /// Units, icons, clock, language, `line`'s template and the home place where a command is given no flag.
    var preferences: Preferences { get }
    /// Throws the configuration file's problem (an unknown setting or a bad value), naming it and the file.
    func checkConfiguration() throws(WeatherError)
    /// Every use case a command runs, each built over this environment's sources when first asked for.
    var useCases: UseCaseFactory { get }
}

extension CommandEnvironment {
    /// The places of `wxapp line`, refreshed by one process at a time.
    func statusLines() -> StatusLinesUseCase {
        StatusLinesUseCase(
            listPlaces: useCases.listPlaces, showPlace: useCases.showPlace,
            refreshClaim: .init(claim: claimLineRefresh, handOver: { refreshLinesInBackground(places: $0) }),
            clock: clock, cacheLifetime: cacheLifetime)
    }
}
