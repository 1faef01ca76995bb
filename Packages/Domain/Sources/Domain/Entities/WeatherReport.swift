import FoundationEssentials

/// A place with its latest observation, when wxapp fetched it and where it came from.
public struct WeatherReport: Sendable, Equatable {
    public let place: Place
    public let weather: CurrentWeather
    /// When wxapp received this observation from the service.
    public let fetchedAt: Date
    public let origin: Origin

    public init(place: Place, weather: CurrentWeather, fetchedAt: Date, origin: Origin) {
        self.place = place
        self.weather = weather
        self.fetchedAt = fetchedAt
        self.origin = origin
    }

    /// Where the report came from on this run.
    public enum Origin: Sendable, Equatable {
        /// Fetched from the service just now.
        case network
        /// Read from the cache because it was still within the cache lifetime.
        case cache
        /// Read from the cache because fresh data could not be had; says why.
        case fallback(WeatherError)
        /// Read from the cache because the user asked for no network.
        case offline
    }

    /// A reading older than this when it was fetched is not current: a station that stopped reporting.
    public static let lateReadingSeconds: TimeInterval = 3_600
    /// The same for a station's own measurement, which comes once an hour and is published minutes after:
    /// the latest is often more than an hour old, and late only past two.
    public static let lateMeasurementSeconds: TimeInterval = 7_200

    /// Seconds since the fetch, never negative (a clock set back counts as zero); what decides a refetch.
    public func age(at now: Date) -> TimeInterval {
        max(0, now.timeIntervalSince(fetchedAt))
    }

    /// Seconds since the service measured the reading, never negative: how old the weather shown is.
    public func observedAge(at now: Date) -> TimeInterval {
        max(0, now.timeIntervalSince(weather.observedAt))
    }

    /// True when the reading was already more than an hour old when it was fetched (two for a station's
    /// measurement).
    public var wasLateWhenFetched: Bool {
        let limit = weather.station == nil ? Self.lateReadingSeconds : Self.lateMeasurementSeconds
        return fetchedAt.timeIntervalSince(weather.observedAt) > limit
    }

    /// True when the copy is older than `lifetime` at `now`, or the reading was already old when fetched.
    public func isStale(at now: Date, lifetime: TimeInterval) -> Bool {
        age(at: now) > lifetime || wasLateWhenFetched
    }
}
