/// An atmospheric pressure stored in hectopascals.
public struct Pressure: Sendable, Equatable {
    /// Hectopascals in one inch of mercury (at 0 °C), by definition of the inHg.
    public static let hectopascalsPerInchOfMercury = 33.863_886_666_666_67

    public let hectopascals: Double

    public init(hectopascals: Double) {
        self.hectopascals = hectopascals
    }

    public var inchesOfMercury: Double { hectopascals / Self.hectopascalsPerInchOfMercury }

    /// The pressure in `system`: inHg for imperial, hPa otherwise.
    public func measurement(in system: UnitSystem) -> Measurement {
        switch system {
        case .metric, .standard: Measurement(value: hectopascals, unit: "hPa")
        case .imperial: Measurement(value: inchesOfMercury, unit: "inHg")
        }
    }
}
