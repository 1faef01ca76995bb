import Domain

/// A source of the measured daily highs and lows of 1991–2020 at a point.
public protocol ClimateArchiveService: Sendable {
    func measuredDays(at coordinates: Coordinates) async throws(WeatherError) -> [ClimateNormals.Measured]
}
