import FoundationEssentials

/// How a use case may get weather: from the cache, the network, or both.
public enum FetchPolicy: Sendable, Equatable {
    /// Use the cached copy while it is younger than `lifetime`, fetch otherwise, fall back to the cache.
    case cacheFirst(lifetime: TimeInterval)
    /// Always fetch; fall back to the cache when fetching fails.
    case refresh
    /// Never touch the network.
    case offline
}

extension FetchPolicy {
    /// How a cached copy fetched at `fetchedAt` is served under this policy at `now`, or nil when it must be
    /// fetched again: offline always serves it, refresh never, cache-first while it is within the lifetime.
    public func origin(ofCopyFetchedAt fetchedAt: Date, now: Date) -> WeatherReport.Origin? {
        switch self {
        case .offline:
            return .offline
        case .refresh:
            return nil
        case .cacheFirst(let lifetime):
            let age = now.timeIntervalSince(fetchedAt)
            return age >= 0 && age <= lifetime ? .cache : nil
        }
    }
}
