import FoundationEssentials

/// A place with its latest observation.
public typealias WeatherReport = Report<CurrentWeather>

extension Report where Value == CurrentWeather {
    public var weather: CurrentWeather { value }

    public init(place: Place, weather: CurrentWeather, fetchedAt: Date, origin: Origin) {
        self.init(place: place, value: weather, fetchedAt: fetchedAt, origin: origin)
    }

    /// A reading older than this when it was fetched is not current: a station that stopped reporting.
    public static var lateReadingSeconds: TimeInterval { 3_600 }
    /// The same for a station's own measurement, which comes once an hour and is published minutes after:
    /// the latest is often more than an hour old, and late only past two.
    public static var lateMeasurementSeconds: TimeInterval { 7_200 }

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
