/// A speed stored in metres per second.
public struct Speed: Sendable, Equatable, Comparable {
    /// Metres in one international mile, by definition.
    public static let metresPerMile = 1_609.344

    public let metresPerSecond: Double

    public init(metresPerSecond: Double) {
        self.metresPerSecond = metresPerSecond
    }

    /// Metres in one international nautical mile, by definition.
    public static let metresPerNauticalMile = 1_852.0

    public var milesPerHour: Double { metresPerSecond * 3_600 / Self.metresPerMile }
    public var kilometresPerHour: Double { metresPerSecond * 3.6 }
    public var knots: Double { metresPerSecond * 3_600 / Self.metresPerNauticalMile }

    /// The speed `value` reads in `unit`; a Beaufort force reads as the slowest speed of its band.
    public init(_ value: Double, in unit: SpeedUnit) {
        switch unit {
        case .metresPerSecond: self.init(metresPerSecond: value)
        case .kilometresPerHour: self.init(metresPerSecond: value / 3.6)
        case .milesPerHour: self.init(metresPerSecond: value * Self.metresPerMile / 3_600)
        case .knots: self.init(metresPerSecond: value * Self.metresPerNauticalMile / 3_600)
        case .beaufort:
            let number = value.isNaN ? 0 : Int(min(max(value.rounded(), 0), 12))
            self = BeaufortForce(clamping: number).lowerBound
        }
    }

    /// The speed in `unit`; in Beaufort, the force's number.
    public func measurement(in unit: SpeedUnit) -> Measurement {
        let value =
            switch unit {
            case .metresPerSecond: metresPerSecond
            case .kilometresPerHour: kilometresPerHour
            case .milesPerHour: milesPerHour
            case .knots: knots
            case .beaufort: Double(BeaufortForce(self).number)
            }
        return Measurement(value: value, unit: unit.symbol)
    }

    /// A wind speed in the chosen wind unit.
    public func measurement(in units: Units) -> Measurement {
        measurement(in: units.wind)
    }

    public static func < (lhs: Speed, rhs: Speed) -> Bool {
        lhs.metresPerSecond < rhs.metresPerSecond
    }
}
