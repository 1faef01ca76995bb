/// The weather of past days at places: a final day is kept for good, a preliminary one while it is younger
/// than the cache lifetime, and both are shown offline from what is kept.
public protocol PastWeatherRepository: Sendable {
    /// The weather of `days` at `place`: kept final days and preliminary ones the policy's lifetime accepts
    /// are never asked again, the others are fetched and kept; offline, what is kept, when it is every
    /// day asked.
    func pastWeather(_ days: PastDays, for place: Place, policy: FetchPolicy) async throws(WeatherError)
        -> Report<PastWeather>
}
