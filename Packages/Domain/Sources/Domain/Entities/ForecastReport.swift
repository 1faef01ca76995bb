import FoundationEssentials

/// A place with its forecast, when wxapp fetched it and where it came from.
public struct ForecastReport: Sendable, Equatable {
    public let place: Place
    public let forecast: Forecast
    /// When wxapp received this forecast from the service.
    public let fetchedAt: Date
    public let origin: WeatherReport.Origin

    public init(place: Place, forecast: Forecast, fetchedAt: Date, origin: WeatherReport.Origin) {
        self.place = place
        self.forecast = forecast
        self.fetchedAt = fetchedAt
        self.origin = origin
    }

    /// Seconds since the fetch, never negative (a clock set back counts as zero).
    public func age(at now: Date) -> TimeInterval {
        max(0, now.timeIntervalSince(fetchedAt))
    }

    /// True when the forecast is older than `lifetime` at `now`.
    public func isStale(at now: Date, lifetime: TimeInterval) -> Bool {
        age(at: now) > lifetime
    }
}
