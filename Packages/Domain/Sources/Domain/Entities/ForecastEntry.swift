import FoundationEssentials

/// One step of a forecast, in SI units: its readings (`entry.temperature` reads them through), when,
/// and the chance of precipitation.
@dynamicMemberLookup
public struct ForecastEntry: Sendable, Equatable {
    /// Seconds between two steps of OpenWeatherMap's free 5 day / 3 hour forecast.
    public static let step: TimeInterval = 10_800

    /// The time the step forecasts.
    public let time: Date
    public let readings: Readings
    /// The step's temperature, which a step always has.
    public let temperature: Temperature
    /// The chance of precipitation, 0 through 1; nil when the service did not say.
    public let precipitationProbability: Double?

    /// Nil when `readings` has no temperature: a step without one says nothing a forecast could show.
    public init?(time: Date, readings: Readings, precipitationProbability: Double?) {
        guard let temperature = readings.temperature else { return nil }
        self.time = time
        self.readings = readings
        self.temperature = temperature
        self.precipitationProbability = precipitationProbability
    }

    public subscript<Value>(dynamicMember keyPath: KeyPath<Readings, Value>) -> Value {
        readings[keyPath: keyPath]
    }
}
