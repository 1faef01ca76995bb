import Domain
import FoundationEssentials

/// "Here" from the location service, kept a day: asked only when a command names "here" and nothing
/// younger is kept; offline, or when the service fails, the last place found, the failure told of.
public struct KeptHereRepository: HereRepository {
    /// How long a place found here is used before the service is asked again.
    public static let lifetime: TimeInterval = 86_400

    private let store: any HereStore
    private let service: any LocationService
    private let clock: any WallClock
    private let onFallback: @Sendable (HereFallback) -> Void

    /// `onFallback` hears of each lookup that failed while a place found before stood in.
    public init(
        store: any HereStore, service: any LocationService, clock: any WallClock,
        onFallback: @escaping @Sendable (HereFallback) -> Void
    ) {
        self.store = store
        self.service = service
        self.clock = clock
        self.onFallback = onFallback
    }

    public func here(offline: Bool) async throws(WeatherError) -> Place {
        let kept = try await store.keptHere()
        let now = clock.now
        // Kept as every kind is: a place found in what is, by this clock, the future is asked again.
        let policy = offline ? FetchPolicy.offline : .cacheFirst(lifetime: Self.lifetime)
        if let kept, policy.origin(ofCopyFetchedAt: kept.fetchedAt, now: now) != nil { return kept.value }
        guard !offline else { throw .notCached(query: "here", kind: .location) }
        let place: Place
        do {
            place = try await service.here()
        } catch {
            guard let kept else { throw error }
            onFallback(kept.served(.fallback(error)))
            return kept.value
        }
        try await store.keepHere(place, foundAt: now)
        return place
    }
}
