import Domain
import FoundationEssentials

/// A copy of a kind of data kept beside its place, and when it was fetched.
struct KeptCopy<Value: Sendable>: Sendable {
    let place: Place
    let value: Value
    let fetchedAt: Date
}

/// The one way a kind of data kept beside a place is served: the kept copy while the policy accepts its
/// age; else fetched, checked against the kind's bounds and kept; else, when fetching or the check fails,
/// the kept copy with the reason. Offline with nothing kept, the error names the kind.
struct KeptDataPipeline<Value: Sendable>: Sendable {
    /// How messages name the kind when none is kept.
    let kind: KeptKind
    let clock: any WallClock
    /// What is wrong with a fetched value at a moment, or nil when it is plausible.
    let implausibility: @Sendable (Value, Date) -> String?

    func serve(
        _ place: Place, policy: FetchPolicy, kept: KeptCopy<Value>?,
        fetch: () async throws(WeatherError) -> Value,
        keep: (Value, Date) async throws(WeatherError) -> Void
    ) async throws(WeatherError) -> (copy: KeptCopy<Value>, origin: WeatherReport.Origin) {
        if let kept, let origin = policy.origin(ofCopyFetchedAt: kept.fetchedAt, now: clock.now) {
            return (kept, origin)
        }
        if policy == .offline {
            throw .notCached(query: "\(place.name),\(place.countryCode)", kind: kind)
        }
        let value: Value
        do throws(WeatherError) {
            value = try await fetch()
            if let problem = implausibility(value, clock.now) {
                throw WeatherError.unreadableResponse(detail: problem)
            }
        } catch {
            guard let kept else { throw error.naming(place) }
            return (kept, .fallback(error.naming(place)))
        }
        let fetchedAt = clock.now
        try await keep(value, fetchedAt)
        return (KeptCopy(place: place, value: value, fetchedAt: fetchedAt), .network)
    }
}
