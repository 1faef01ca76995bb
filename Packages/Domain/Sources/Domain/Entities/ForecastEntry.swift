import FoundationEssentials

/// One 3-hour step of a forecast, in SI units.
public struct ForecastEntry: Sendable, Equatable {
    /// Seconds between two steps of the free 5 day / 3 hour forecast.
    public static let step: TimeInterval = 10_800

    /// The time the step forecasts.
    public let time: Date
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
    /// The chance of precipitation, 0 through 1; nil when the service did not say.
    public let precipitationProbability: Double?
    /// Rain over the 3 hours; nil when none was forecast.
    public let rain: Precipitation?
    /// Snow over the 3 hours; nil when none was forecast.
    public let snow: Precipitation?

    public init(
        time: Date, conditions: [WeatherCondition], temperature: Temperature, feelsLike: Temperature,
        minimum: Temperature, maximum: Temperature, pressure: Pressure, humidity: Humidity, wind: Wind,
        clouds: Clouds?, visibility: Distance?, precipitationProbability: Double?, rain: Precipitation?,
        snow: Precipitation?
    ) {
        self.time = time
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
        self.precipitationProbability = precipitationProbability
        self.rain = rain
        self.snow = snow
    }

    /// The main condition, if the service gave any.
    public var primaryCondition: WeatherCondition? { conditions.first }
}
