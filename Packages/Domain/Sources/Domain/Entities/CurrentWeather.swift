import FoundationEssentials

/// One observation of the weather at a place, in SI units: its readings (`weather.temperature` reads
/// them through), with the day's sun times and when and by whom it was observed.
@dynamicMemberLookup
public struct CurrentWeather: Sendable, Equatable {
    public let readings: Readings
    public let sunrise: Date?
    public let sunset: Date?
    /// When the service measured it (not when wxapp fetched it).
    public let observedAt: Date
    /// The place's offset from UTC in seconds at observation time.
    public let utcOffsetSeconds: Int
    /// The service that reported it; nil for readings saved before wxapp recorded it.
    public let provider: WeatherProvider?
    /// Precipitation over the next two hours; nil when the service gave none (OpenWeatherMap's free plan).
    public let nowcast: Nowcast?
    /// The providers asked before `provider` answered, and why each failed; empty when the first answered.
    /// It tells about the fetch that brought this observation, so the cache does not keep it.
    public let passedOver: [ProviderFailure]
    /// When wxapp received it from the service, when that was before this request: a reply the service
    /// asked to be reused until it expires. Nil when it arrived now.
    public let receivedAt: Date?

    public init(
        readings: Readings, sunrise: Date?, sunset: Date?, observedAt: Date, utcOffsetSeconds: Int,
        provider: WeatherProvider? = nil, nowcast: Nowcast? = nil, passedOver: [ProviderFailure] = [],
        receivedAt: Date? = nil
    ) {
        self.readings = readings
        self.sunrise = sunrise
        self.sunset = sunset
        self.observedAt = observedAt
        self.utcOffsetSeconds = utcOffsetSeconds
        self.provider = provider
        self.nowcast = nowcast
        self.passedOver = passedOver
        self.receivedAt = receivedAt
    }

    public subscript<Value>(dynamicMember keyPath: KeyPath<Readings, Value>) -> Value {
        readings[keyPath: keyPath]
    }

    /// The same observation, credited to `provider`.
    public func reported(by provider: WeatherProvider) -> CurrentWeather {
        CurrentWeather(
            readings: readings, sunrise: sunrise, sunset: sunset, observedAt: observedAt,
            utcOffsetSeconds: utcOffsetSeconds, provider: provider, nowcast: nowcast, passedOver: passedOver,
            receivedAt: receivedAt)
    }

    /// The same observation, received from the service at `date` (nil: now).
    public func received(at date: Date?) -> CurrentWeather {
        CurrentWeather(
            readings: readings, sunrise: sunrise, sunset: sunset, observedAt: observedAt,
            utcOffsetSeconds: utcOffsetSeconds, provider: provider, nowcast: nowcast, passedOver: passedOver,
            receivedAt: date)
    }

    /// The same observation, brought after `failures` of the providers asked first.
    public func passingOver(_ failures: [ProviderFailure]) -> CurrentWeather {
        CurrentWeather(
            readings: readings, sunrise: sunrise, sunset: sunset, observedAt: observedAt,
            utcOffsetSeconds: utcOffsetSeconds, provider: provider, nowcast: nowcast, passedOver: failures,
            receivedAt: receivedAt)
    }
}
