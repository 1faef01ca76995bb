/// A distance stored in metres.
public struct Distance: Sendable, Equatable {
    public let metres: Double

    public init(metres: Double) {
        self.metres = metres
    }

    public var kilometres: Double { metres / 1_000 }
    public var miles: Double { metres / Speed.metresPerMile }

    /// The distance in `system`: km for metric, mi for imperial, m for standard.
    public func measurement(in system: UnitSystem) -> Measurement {
        switch system {
        case .metric: Measurement(value: kilometres, unit: "km")
        case .imperial: Measurement(value: miles, unit: "mi")
        case .standard: Measurement(value: metres, unit: "m")
        }
    }
}
