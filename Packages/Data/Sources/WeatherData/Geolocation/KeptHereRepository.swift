import Domain
import FoundationEssentials

/// "Here" from the location service, kept a day: asked only when a command names "here" and nothing
/// younger is kept; offline, or when the service fails, the last place found.
public struct KeptHereRepository: HereRepository {
    /// How long a place found here is used before the service is asked again.
    public static let lifetime: TimeInterval = 86_400

    private let store: any HereStore
    private let service: IPinfoGeolocation
    private let clock: any WallClock

    public init(store: any HereStore, service: IPinfoGeolocation, clock: any WallClock) {
        self.store = store
        self.service = service
        self.clock = clock
    }

    public func here(offline: Bool) async throws(WeatherError) -> Place {
        let kept = try await store.keptHere()
        let now = clock.now
        if let kept, offline || now.timeIntervalSince(kept.foundAt) < Self.lifetime, kept.foundAt <= now {
            return kept.place
        }
        guard !offline else { throw .notCached(query: "here", kind: .location) }
        let place: Place
        do {
            place = try await service.here()
        } catch {
            // The last place found is better than none: a move is rare, a failed lookup is not.
            guard let kept else { throw error }
            return kept.place
        }
        try await store.keepHere(place, foundAt: now)
        return place
    }
}
