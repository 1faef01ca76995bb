import FoundationEssentials

/// One observation of the weather at a place, in SI units: its readings (`weather.temperature` reads
/// them through), with the day's sun times and when and by whom it was observed.
public struct CurrentWeather: ReadingsCarrier, Amendable, Sendable, Equatable {
    public let readings: Readings
    public let sunrise: Date?
    public let sunset: Date?
    /// When the service measured it (not when wxapp fetched it).
    public let observedAt: Date
    /// The place's offset from UTC in seconds at observation time.
    public let utcOffsetSeconds: Int
    /// The service that reported it; nil for readings saved before wxapp recorded it.
    public private(set) var provider: WeatherProvider?
    /// Precipitation over the next two hours; nil when the service gave none (OpenWeatherMap's free plan).
    public private(set) var nowcast: Nowcast?
    /// The station that measured it, where the reading is a station's measurement; nil for a model's.
    public private(set) var station: ObservationStation?
    /// The providers asked before `provider` answered, and why each failed; empty when the first answered.
    /// It tells about the fetch that brought this observation, so the cache does not keep it.
    public private(set) var passedOver: [ProviderFailure]
    /// When wxapp received it from the service, when that was before this request: a reply the service
    /// asked to be reused until it expires. Nil when it arrived now.
    public private(set) var receivedAt: Date?
    /// The time zone the service states the place keeps ("America/Phoenix"), where it states one (the NWS's
    /// point lookup does). It tells the place its zone when the reading is kept, so the store does not keep
    /// it with the reading.
    public private(set) var timeZone: String?

    public init(
        readings: Readings, sunrise: Date?, sunset: Date?, observedAt: Date, utcOffsetSeconds: Int,
        provider: WeatherProvider? = nil, nowcast: Nowcast? = nil, station: ObservationStation? = nil,
        passedOver: [ProviderFailure] = [], receivedAt: Date? = nil
    ) {
        self.readings = readings
        self.sunrise = sunrise
        self.sunset = sunset
        self.observedAt = observedAt
        self.utcOffsetSeconds = utcOffsetSeconds
        self.provider = provider
        self.nowcast = nowcast
        self.station = station
        self.passedOver = passedOver
        self.receivedAt = receivedAt
    }

    /// The same observation, credited to `provider`.
    public func reported(by provider: WeatherProvider) -> CurrentWeather {
        amended(\.provider, to: provider)
    }

    /// The same observation, received from the service at `date` (nil: now).
    public func received(at date: Date?) -> CurrentWeather {
        amended(\.receivedAt, to: date)
    }

    /// The same observation, at a place its service says keeps time zone `identifier`.
    public func statingTimeZone(_ identifier: String?) -> CurrentWeather {
        amended(\.timeZone, to: identifier)
    }

    /// The same observation, brought after `failures` of the providers asked first.
    public func passingOver(_ failures: [ProviderFailure]) -> CurrentWeather {
        amended(\.passedOver, to: failures)
    }
}
