import Domain

/// A source of the weather of past days at a point: the archive, and for the days it does not hold yet
/// the service's own record of them.
public protocol PastWeatherService: Sendable {
    /// What the service has of the place's days `days`, as one reply for each run of them asked of one
    /// endpoint (its hours reaching past them, so that the place's own midnights can cut them); `today` is
    /// the place's, which tells the days the archive does not hold yet.
    func pastWeather(at coordinates: Coordinates, days: PastDays, today: LocalDate) async throws(WeatherError)
        -> [PastWeather.Reply]
}
