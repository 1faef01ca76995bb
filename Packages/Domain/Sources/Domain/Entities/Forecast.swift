import FoundationEssentials

/// A 5 day / 3 hour forecast for one place, in SI units.
public struct Forecast: Amendable, Sendable, Equatable {
    /// The steps in time order, no two at the same time.
    public internal(set) var entries: [ForecastEntry]
    /// The place's offset from UTC in seconds, as the service gave it.
    public let utcOffsetSeconds: Int
    /// The offsets the place keeps over the forecast's span: its zone's rules when known (`inZone`), else
    /// `utcOffsetSeconds` throughout. Steps are labelled, and days cut at midnight, by these.
    public private(set) var offsets: UTCOffsets
    /// False when the service gave no offset, so that `utcOffsetSeconds` is 0 only for want of one.
    public let utcOffsetIsKnown: Bool
    public internal(set) var sunrise: Date?
    public internal(set) var sunset: Date?
    /// The service that sent it; nil for a forecast read from the cache, which does not keep it.
    public private(set) var provider: WeatherProvider?
    /// The providers asked before `provider` answered, and why each failed; empty when the first answered.
    public private(set) var passedOver: [ProviderFailure]
    /// When wxapp received it from the service, when that was before this request: a reply the service
    /// asked to be reused until it expires. Nil when it arrived now.
    public private(set) var receivedAt: Date?
    /// The time zone the service states the place keeps ("America/Phoenix"), where it states one (the NWS's
    /// point lookup does); nil where it states none. It tells the place its zone, so the store does not
    /// keep it.
    public private(set) var timeZone: String?

    /// Sorts `entries` by time and keeps the first of any that share a time; a nil offset is unknown.
    public init(
        entries: [ForecastEntry], utcOffsetSeconds: Int?, sunrise: Date?, sunset: Date?,
        provider: WeatherProvider? = nil, passedOver: [ProviderFailure] = [], receivedAt: Date? = nil
    ) {
        var seen: Set<Date> = []
        self.entries = entries.sorted { $0.time < $1.time }.filter { seen.insert($0.time).inserted }
        self.utcOffsetSeconds = utcOffsetSeconds ?? 0
        self.utcOffsetIsKnown = utcOffsetSeconds != nil
        self.offsets = .fixed(utcOffsetSeconds ?? 0)
        self.sunrise = sunrise
        self.sunset = sunset
        self.provider = provider
        self.passedOver = passedOver
        self.receivedAt = receivedAt
    }

    /// The same forecast at a place `utcOffsetSeconds` ahead of UTC.
    public func withUTCOffset(_ utcOffsetSeconds: Int) -> Forecast {
        Forecast(
            entries: entries, utcOffsetSeconds: utcOffsetSeconds, sunrise: sunrise, sunset: sunset,
            provider: provider, passedOver: passedOver, receivedAt: receivedAt
        ).statingTimeZone(timeZone)
    }

    /// The same forecast, received from the service at `date` (nil: now).
    public func received(at date: Date?) -> Forecast {
        amended(\.receivedAt, to: date)
    }

    /// The same forecast at a place its service says keeps time zone `identifier`.
    public func statingTimeZone(_ identifier: String?) -> Forecast {
        amended(\.timeZone, to: identifier)
    }

    /// The same forecast at a place that keeps `offsets`.
    public func inZone(_ offsets: UTCOffsets) -> Forecast {
        amended(\.offsets, to: offsets)
    }

    /// The place's offset from UTC in seconds at `date`.
    public func utcOffsetSeconds(at date: Date) -> Int {
        offsets.seconds(at: date)
    }

    /// The same forecast, credited to `provider`, brought after `failures` of the providers asked first.
    public func reported(by provider: WeatherProvider, passingOver failures: [ProviderFailure] = [])
        -> Forecast
    {
        amended(\.provider, to: provider).amended(\.passedOver, to: failures)
    }

    /// Seconds between two steps: an hour for Open-Meteo, three for OpenWeatherMap's free forecast.
    public var stepSeconds: TimeInterval {
        Self.step(of: entries)
    }

    /// The smallest gap between consecutive `entries`, or three hours with fewer than two.
    static func step(of entries: [ForecastEntry]) -> TimeInterval {
        zip(entries, entries.dropFirst()).map { $1.time.timeIntervalSince($0.time) }.filter { $0 > 0 }.min()
            ?? ForecastEntry.step
    }

    /// The steps that have not yet passed at `now`: the one in progress and every later one.
    public func upcomingEntries(at now: Date) -> [ForecastEntry] {
        let step = stepSeconds
        return entries.filter { $0.time.timeIntervalSince(now) > -step }
    }

    /// The place's calendar day that contains `date`, by the offset it keeps at that instant.
    public func localDate(of date: Date) -> LocalDate {
        LocalDate(containing: date, utcOffsetSeconds: offsets.seconds(at: date))
    }
}
