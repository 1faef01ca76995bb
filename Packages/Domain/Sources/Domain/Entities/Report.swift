import FoundationEssentials

/// A kind of data about a place (its weather, forecast or air) with where it came from: when wxapp fetched
/// it from the service, and whether this run fetched it, read it kept, or fell back to it.
public struct Report<Value: Sendable>: Sendable {
    public typealias Origin = ReportOrigin

    public let place: Place
    public let value: Value
    /// When wxapp received the value from the service.
    public let fetchedAt: Date
    public let origin: Origin

    public init(place: Place, value: Value, fetchedAt: Date, origin: Origin) {
        self.place = place
        self.value = value
        self.fetchedAt = fetchedAt
        self.origin = origin
    }

    /// Seconds since the fetch, never negative (a clock set back counts as zero); what decides a refetch.
    public func age(at now: Date) -> TimeInterval {
        max(0, now.timeIntervalSince(fetchedAt))
    }
}

extension Report: Equatable where Value: Equatable {}

extension Report where Value: PhysicallyBounded {
    /// The kept report as it may be shown (see `PhysicallyBounded.keepingPlausible(fetchedAt:)`); nil when
    /// it cannot be shown at all, and is to be fetched again.
    public func keepingPlausible() -> Report? {
        value.keepingPlausible(fetchedAt: fetchedAt).map {
            Report(place: place, value: $0, fetchedAt: fetchedAt, origin: origin)
        }
    }
}

/// Where a report came from on this run.
public enum ReportOrigin: Sendable, Equatable {
    /// Fetched from the service just now.
    case network
    /// Read from the cache because it was still within the cache lifetime.
    case cache
    /// Read from the cache because fresh data could not be had; says why.
    case fallback(WeatherError)
    /// Read from the cache because the user asked for no network.
    case offline
}

/// A place with its forecast.
public typealias ForecastReport = Report<Forecast>

extension Report where Value == Forecast {
    public var forecast: Forecast { value }

    public init(place: Place, forecast: Forecast, fetchedAt: Date, origin: Origin) {
        self.init(place: place, value: forecast, fetchedAt: fetchedAt, origin: origin)
    }

    /// True when the forecast is older than `lifetime` at `now`.
    public func isStale(at now: Date, lifetime: TimeInterval) -> Bool {
        age(at: now) > lifetime
    }
}

/// A place with its air quality.
public typealias AirQualityReport = Report<AirQuality>

extension Report where Value == AirQuality {
    public var air: AirQuality { value }

    public init(place: Place, air: AirQuality, fetchedAt: Date, origin: Origin) {
        self.init(place: place, value: air, fetchedAt: fetchedAt, origin: origin)
    }
}
