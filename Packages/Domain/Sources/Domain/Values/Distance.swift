/// A distance stored in metres.
public struct Distance: Sendable, Equatable {
    public let metres: Double

    public init(metres: Double) {
        self.metres = metres
    }

    public var kilometres: Double { metres / 1_000 }
    public var miles: Double { metres / Speed.metresPerMile }

    /// The distance `value` reads in `unit`.
    public init(_ value: Double, in unit: DistanceUnit) {
        switch unit {
        case .kilometres: self.init(metres: value * 1_000)
        case .miles: self.init(metres: value * Speed.metresPerMile)
        case .metres: self.init(metres: value)
        }
    }

    /// The distance in `unit`.
    public func measurement(in unit: DistanceUnit) -> Measurement {
        switch unit {
        case .kilometres: Measurement(value: kilometres, unit: unit.symbol)
        case .miles: Measurement(value: miles, unit: unit.symbol)
        case .metres: Measurement(value: metres, unit: unit.symbol)
        }
    }

    /// The distance in the chosen distance unit.
    public func measurement(in units: Units) -> Measurement {
        measurement(in: units.distance)
    }
}
