/// An atmospheric pressure stored in hectopascals.
public struct Pressure: Sendable, Equatable {
    /// Hectopascals in one inch of mercury (at 0 °C), by definition of the inHg.
    public static let hectopascalsPerInchOfMercury = 33.863_886_666_666_67

    public let hectopascals: Double

    public init(hectopascals: Double) {
        self.hectopascals = hectopascals
    }

    /// Hectopascals in one millimetre of mercury (conventional, 133.322387415 Pa).
    public static let hectopascalsPerMillimetreOfMercury = 1.333_223_874_15

    public var inchesOfMercury: Double { hectopascals / Self.hectopascalsPerInchOfMercury }
    public var millimetresOfMercury: Double { hectopascals / Self.hectopascalsPerMillimetreOfMercury }
    public var kilopascals: Double { hectopascals / 10 }
    /// The SI unit: a hectopascal is a hundred pascals.
    public var pascals: Double { hectopascals * 100 }

    /// The pressure `value` reads in `unit`.
    public init(_ value: Double, in unit: PressureUnit) {
        switch unit {
        case .hectopascals: self.init(hectopascals: value)
        case .inchesOfMercury: self.init(hectopascals: value * Self.hectopascalsPerInchOfMercury)
        case .millimetresOfMercury: self.init(hectopascals: value * Self.hectopascalsPerMillimetreOfMercury)
        case .kilopascals: self.init(hectopascals: value * 10)
        }
    }

    /// The pressure in `unit`.
    public func measurement(in unit: PressureUnit) -> Measurement {
        let value =
            switch unit {
            case .hectopascals: hectopascals
            case .inchesOfMercury: inchesOfMercury
            case .millimetresOfMercury: millimetresOfMercury
            case .kilopascals: kilopascals
            }
        return Measurement(value: value, unit: unit.symbol)
    }

    /// The pressure in the chosen pressure unit.
    public func measurement(in units: Units) -> Measurement {
        measurement(in: units.pressure)
    }
}
