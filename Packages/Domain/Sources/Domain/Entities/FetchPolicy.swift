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
