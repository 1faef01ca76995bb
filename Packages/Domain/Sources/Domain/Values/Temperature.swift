/// A temperature stored in kelvin; conversions are exact.
public struct Temperature: Sendable, Equatable, Comparable {
    public let kelvin: Double

    public init(kelvin: Double) {
        self.kelvin = kelvin
    }

    public init(celsius: Double) {
        self.kelvin = celsius + 273.15
    }

    public init(fahrenheit: Double) {
        self.kelvin = (fahrenheit - 32) * 5 / 9 + 273.15
    }

    public var celsius: Double { kelvin - 273.15 }
    public var fahrenheit: Double { celsius * 9 / 5 + 32 }

    /// The temperature in `system`: °C for metric, °F for imperial, K for standard.
    public func measurement(in system: UnitSystem) -> Measurement {
        switch system {
        case .metric: Measurement(value: celsius, unit: "°C")
        case .imperial: Measurement(value: fahrenheit, unit: "°F")
        case .standard: Measurement(value: kelvin, unit: "K")
        }
    }

    public static func < (lhs: Temperature, rhs: Temperature) -> Bool {
        lhs.kelvin < rhs.kelvin
    }
}
