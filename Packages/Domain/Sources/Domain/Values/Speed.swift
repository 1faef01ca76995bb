/// A speed stored in metres per second.
public struct Speed: Sendable, Equatable, Comparable {
    /// Metres in one international mile, by definition.
    public static let metresPerMile = 1_609.344

    public let metresPerSecond: Double

    public init(metresPerSecond: Double) {
        self.metresPerSecond = metresPerSecond
    }

    public var milesPerHour: Double { metresPerSecond * 3_600 / Self.metresPerMile }
    public var kilometresPerHour: Double { metresPerSecond * 3.6 }

    /// The speed in `system`: mph for imperial, m/s otherwise (as OpenWeatherMap reports it).
    public func measurement(in system: UnitSystem) -> Measurement {
        switch system {
        case .metric, .standard: Measurement(value: metresPerSecond, unit: "m/s")
        case .imperial: Measurement(value: milesPerHour, unit: "mph")
        }
    }

    public static func < (lhs: Speed, rhs: Speed) -> Bool {
        lhs.metresPerSecond < rhs.metresPerSecond
    }
}
