import Domain

/// A source of the official alerts in force at a point.
public protocol AlertService: Sendable {
    /// Who gives the alerts, and where.
    var source: AlertSource { get }
    func alerts(at coordinates: Coordinates) async throws(WeatherError) -> [WeatherAlert]
}
