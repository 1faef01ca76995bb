import FoundationEssentials

/// One step of a forecast, in SI units: its readings (`entry.temperature` reads them through), when,
/// and the chance of precipitation.
public struct ForecastEntry: ReadingsCarrier, Sendable, Equatable {
    /// Seconds between two steps of OpenWeatherMap's free 5 day / 3 hour forecast.
    public static let step: TimeInterval = 10_800

    /// The time the step forecasts.
    public let time: Date
    public let readings: Readings
    /// The step's temperature, which a step always has.
    public let temperature: Temperature
    /// The chance of precipitation, 0 through 1; nil when the service did not say.
    public let precipitationProbability: Double?
    /// The lowest and highest temperature the service forecasts over the hours after the step (MET
    /// Norway's six), which an instant's reading at each step misses; nil when it gives none.
    public let period: PeriodExtremes?

    /// Nil when `readings` has no temperature: a step without one says nothing a forecast could show.
    public init?(
        time: Date, readings: Readings, precipitationProbability: Double?, period: PeriodExtremes? = nil
    ) {
        guard let temperature = readings.temperature else { return nil }
        self.time = time
        self.readings = readings
        self.temperature = temperature
        self.precipitationProbability = precipitationProbability
        self.period = period
    }
}

/// The extremes of temperature over a span of hours from a step's time.
public struct PeriodExtremes: Sendable, Equatable {
    /// How long the span is.
    public let hours: Int
    public let low: Temperature?
    public let high: Temperature?

    /// Nil when neither extreme is known.
    public init?(hours: Int, low: Temperature?, high: Temperature?) {
        guard hours > 0, low != nil || high != nil else { return nil }
        self.hours = hours
        self.low = low
        self.high = high
    }

    /// The span's end for a step at `start`.
    public func end(after start: Date) -> Date {
        start.addingTimeInterval(Double(hours) * 3_600)
    }
}
