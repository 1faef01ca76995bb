import Domain

/// A service that places the machine by the public IP address its requests come from.
public protocol LocationService: Sendable {
    /// The place the service puts the machine at.
    func here() async throws(WeatherError) -> Place
}
