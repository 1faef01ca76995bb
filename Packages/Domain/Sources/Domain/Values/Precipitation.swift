/// An amount of rain or snow stored in millimetres of water.
public struct Precipitation: Sendable, Equatable {
    /// Millimetres in one inch, by definition.
    public static let millimetresPerInch = 25.4

    public let millimetres: Double

    public init(millimetres: Double) {
        self.millimetres = millimetres
    }

    public var inches: Double { millimetres / Self.millimetresPerInch }
    /// The depth in the SI unit of length.
    public var metres: Double { millimetres / 1_000 }

    /// The amount `value` reads in `unit`.
    public init(_ value: Double, in unit: PrecipitationUnit) {
        switch unit {
        case .millimetres: self.init(millimetres: value)
        case .inches: self.init(millimetres: value * Self.millimetresPerInch)
        }
    }

    /// The amount in `unit`.
    public func measurement(in unit: PrecipitationUnit) -> Measurement {
        switch unit {
        case .millimetres: Measurement(value: millimetres, unit: unit.symbol)
        case .inches: Measurement(value: inches, unit: unit.symbol)
        }
    }

    /// The amount in the chosen precipitation unit.
    public func measurement(in units: Units) -> Measurement {
        measurement(in: units.precipitation)
    }
}
