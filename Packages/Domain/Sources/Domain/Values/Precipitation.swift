/// An amount of rain or snow stored in millimetres of water.
public struct Precipitation: Sendable, Equatable {
    /// Millimetres in one inch, by definition.
    public static let millimetresPerInch = 25.4

    public let millimetres: Double

    public init(millimetres: Double) {
        self.millimetres = millimetres
    }

    public var inches: Double { millimetres / Self.millimetresPerInch }

    /// The amount in `system`: inches for imperial, millimetres otherwise.
    public func measurement(in system: UnitSystem) -> Measurement {
        switch system {
        case .metric, .standard: Measurement(value: millimetres, unit: "mm")
        case .imperial: Measurement(value: inches, unit: "in")
        }
    }
}
