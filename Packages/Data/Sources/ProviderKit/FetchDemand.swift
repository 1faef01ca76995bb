import Domain

/// What the user asked of a fetch, for services whose terms decide when to ask again.
public enum FetchDemand: Sendable {
    /// Whatever the service's terms allow: a reply kept for reuse serves until it expires.
    case usual
    /// Fresh data (`--refresh`, adding a place again): a service that would otherwise reuse a reply
    /// until it expires revalidates it instead.
    case refresh

    /// The demand of a fetch under `policy`.
    public init(_ policy: FetchPolicy) {
        self = policy == .refresh ? .refresh : .usual
    }
}
