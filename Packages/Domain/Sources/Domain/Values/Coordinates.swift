/// A point on Earth in decimal degrees; latitude within ±90, longitude within ±180.
public struct Coordinates: Sendable, Equatable, Hashable {
    public let latitude: Double
    public let longitude: Double

    /// Returns nil when either value is out of range or not finite.
    public init?(latitude: Double, longitude: Double) {
        guard latitude.isFinite, longitude.isFinite, abs(latitude) <= 90, abs(longitude) <= 180 else {
            return nil
        }
        self.latitude = latitude
        self.longitude = longitude
    }
}
