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

    /// The temperature `value` reads in `unit`.
    public init(_ value: Double, in unit: TemperatureUnit) {
        switch unit {
        case .celsius: self.init(celsius: value)
        case .fahrenheit: self.init(fahrenheit: value)
        case .kelvin: self.init(kelvin: value)
        }
    }

    /// The temperature in `unit`.
    public func measurement(in unit: TemperatureUnit) -> Measurement {
        switch unit {
        case .celsius: Measurement(value: celsius, unit: unit.symbol)
        case .fahrenheit: Measurement(value: fahrenheit, unit: unit.symbol)
        case .kelvin: Measurement(value: kelvin, unit: unit.symbol)
        }
    }

    /// The temperature in the chosen temperature unit.
    public func measurement(in units: Units) -> Measurement {
        measurement(in: units.temperature)
    }

    public static func < (lhs: Temperature, rhs: Temperature) -> Bool {
        lhs.kelvin < rhs.kelvin
    }
}
