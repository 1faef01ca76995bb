/// What one observation or one forecast step measures, in SI units: the readings that current weather and
/// forecasts share, so that each is mapped, stored and shown by one piece of code.
///
/// Every reading is nil when the service did not send it, and is shown as missing, never as a zero or a
/// copy of another reading (a forecast step has a temperature: `ForecastEntry` requires one).
public struct Readings: Sendable, Equatable {
    /// The conditions, most significant first; may be empty.
    public let conditions: [WeatherCondition]
    public let temperature: Temperature?
    public let feelsLike: Temperature?
    /// The low and high the service gives with the reading (the day's, or the step's).
    public let minimum: Temperature?
    public let maximum: Temperature?
    public let pressure: Pressure?
    public let humidity: Humidity?
    /// The temperature at which the air would be saturated.
    public let dewPoint: Temperature?
    public let wind: Wind
    public let clouds: Clouds?
    public let visibility: Distance?
    /// Rain over the reading's period: the last hour of an observation, the step of a forecast.
    public let rain: Precipitation?
    /// Snow, as water, over the reading's period.
    public let snow: Precipitation?

    public init(
        conditions: [WeatherCondition], temperature: Temperature?, feelsLike: Temperature?,
        minimum: Temperature?, maximum: Temperature?, pressure: Pressure?, humidity: Humidity?,
        dewPoint: Temperature?, wind: Wind, clouds: Clouds?, visibility: Distance?, rain: Precipitation?,
        snow: Precipitation?
    ) {
        self.conditions = conditions
        self.temperature = temperature
        self.feelsLike = feelsLike
        self.minimum = minimum
        self.maximum = maximum
        self.pressure = pressure
        self.humidity = humidity
        self.dewPoint = dewPoint
        self.wind = wind
        self.clouds = clouds
        self.visibility = visibility
        self.rain = rain
        self.snow = snow
    }

    /// The main condition, if the service gave any.
    public var primaryCondition: WeatherCondition? { conditions.first }
}

/// A value made of readings and more, which reads them through: `weather.temperature` is
/// `weather.readings.temperature`.
@dynamicMemberLookup
public protocol ReadingsCarrier {
    var readings: Readings { get }
}

extension ReadingsCarrier {
    public subscript<Value>(dynamicMember keyPath: KeyPath<Readings, Value>) -> Value {
        readings[keyPath: keyPath]
    }
}
