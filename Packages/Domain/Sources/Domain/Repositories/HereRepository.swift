import FoundationEssentials

/// Where the machine is, as its public IP address places it. Asked only when a command names "here", and
/// kept: asked again once a day at most.
public protocol HereRepository: Sendable {
    /// The place here. Offline, or when the service fails, the last place found, whatever its age (a failure
    /// is told of as a `HereFallback`); throws `notCached` (kind `.location`) when none was ever found.
    func here(offline: Bool) async throws(WeatherError) -> Place
}

/// The last place found here standing in for a lookup that failed: the report of the place found, when it
/// was found (`fetchedAt`) and, in its origin `.fallback`, why the lookup failed.
public typealias HereFallback = Report<Place>
