import FoundationEssentials

/// Where the machine is, as its public IP address places it. Asked only when a command names "here", and
/// kept: asked again once a day at most.
public protocol HereRepository: Sendable {
    /// The place here. Offline, or when the service fails, the last place found, whatever its age (a failure
    /// is told of as a `HereFallback`); throws `notCached` (kind `.location`) when none was ever found.
    func here(offline: Bool) async throws(WeatherError) -> Place
}

/// The last place found here stands in for a lookup that failed.
public struct HereFallback: Sendable {
    public let place: Place
    public let foundAt: Date
    public let reason: WeatherError

    public init(place: Place, foundAt: Date, reason: WeatherError) {
        self.place = place
        self.foundAt = foundAt
        self.reason = reason
    }
}
