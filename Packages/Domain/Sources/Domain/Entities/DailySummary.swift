/// One calendar day of a forecast at the place: its range, its main condition and its precipitation.
public struct DailySummary: Sendable, Equatable {
    public let date: LocalDate
    /// The day's steps in time order; never empty.
    public let entries: [ForecastEntry]
    /// The lowest and highest forecast temperatures of the day's steps, and of the periods after them
    /// that lie wholly within the day, where the service gives their extremes (MET Norway's six hours).
    public let minimum: Temperature
    public let maximum: Temperature
    /// The condition most steps share, the more severe on a tie; nil when no step had one.
    public let condition: WeatherCondition?
    /// The highest chance of precipitation of the day, 0 through 1; nil when no step gave one.
    public let precipitationProbability: Double?
    /// Rain and snow summed over the day's steps; zero when none was forecast, nil when the provider gives
    /// no amount with each step (`WeatherProvider.Extras.precipitationAmounts`).
    public let rain: Precipitation?
    public let snow: Precipitation?

    /// True when the forecast covers the whole day (every step of it: 24 hourly or eight 3-hour ones).
    public var isComplete: Bool {
        Double(entries.count) * Forecast.step(of: entries) >= 86_400
    }
}
