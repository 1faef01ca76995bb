import FoundationEssentials

/// One observation of the weather at a place, in SI units.
public struct CurrentWeather: Sendable, Equatable {
    /// The conditions, most significant first; may be empty.
    public let conditions: [WeatherCondition]
    public let temperature: Temperature
    public let feelsLike: Temperature
    public let minimum: Temperature
    public let maximum: Temperature
    public let pressure: Pressure
    public let humidity: Humidity
    public let wind: Wind
    public let clouds: Clouds?
    public let visibility: Distance?
    public let rainLastHour: Precipitation?
    public let snowLastHour: Precipitation?
    public let sunrise: Date?
    public let sunset: Date?
    /// When the service measured it (not when wxapp fetched it).
    public let observedAt: Date
    /// The place's offset from UTC in seconds at observation time.
    public let utcOffsetSeconds: Int
    /// The service that reported it; nil for readings saved before wxapp recorded it.
    public let provider: WeatherProvider?

    public init(
        conditions: [WeatherCondition], temperature: Temperature, feelsLike: Temperature,
        minimum: Temperature, maximum: Temperature, pressure: Pressure, humidity: Humidity,
        wind: Wind, clouds: Clouds?, visibility: Distance?, rainLastHour: Precipitation?,
        snowLastHour: Precipitation?, sunrise: Date?, sunset: Date?, observedAt: Date,
        utcOffsetSeconds: Int, provider: WeatherProvider? = nil
    ) {
        self.conditions = conditions
        self.temperature = temperature
        self.feelsLike = feelsLike
        self.minimum = minimum
        self.maximum = maximum
        self.pressure = pressure
        self.humidity = humidity
        self.wind = wind
        self.clouds = clouds
        self.visibility = visibility
        self.rainLastHour = rainLastHour
        self.snowLastHour = snowLastHour
        self.sunrise = sunrise
        self.sunset = sunset
        self.observedAt = observedAt
        self.utcOffsetSeconds = utcOffsetSeconds
        self.provider = provider
    }

    /// The same observation, credited to `provider`.
    public func reported(by provider: WeatherProvider) -> CurrentWeather {
        CurrentWeather(
            conditions: conditions, temperature: temperature, feelsLike: feelsLike, minimum: minimum,
            maximum: maximum, pressure: pressure, humidity: humidity, wind: wind, clouds: clouds,
            visibility: visibility, rainLastHour: rainLastHour, snowLastHour: snowLastHour, sunrise: sunrise,
            sunset: sunset, observedAt: observedAt, utcOffsetSeconds: utcOffsetSeconds, provider: provider)
    }

    /// The main condition, if the service gave any.
    public var primaryCondition: WeatherCondition? { conditions.first }
}
