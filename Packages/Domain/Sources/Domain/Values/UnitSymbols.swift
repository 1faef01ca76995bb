/// Measurements read from a value and the symbol of the unit a service declares it in. Each returns nil
/// for a symbol it does not know, so that a reply in an unknown unit is refused rather than relabelled.
extension Temperature {
    public init?(_ value: Double, unitSymbol symbol: String) {
        switch symbol {
        case "°C", "C", "celsius": self.init(celsius: value)
        case "°F", "F", "fahrenheit": self.init(fahrenheit: value)
        case "K", "kelvin": self.init(kelvin: value)
        default: return nil
        }
    }
}

extension Speed {
    public init?(_ value: Double, unitSymbol symbol: String) {
        switch symbol {
        case "m/s", "ms": self.init(metresPerSecond: value)
        case "km/h", "kmh": self.init(metresPerSecond: value / 3.6)
        case "mp/h", "mph": self.init(metresPerSecond: value * Self.metresPerMile / 3_600)
        case "kn", "kt", "knots": self.init(metresPerSecond: value * 1_852 / 3_600)
        default: return nil
        }
    }
}

extension Precipitation {
    public init?(_ value: Double, unitSymbol symbol: String) {
        switch symbol {
        case "mm": self.init(millimetres: value)
        case "cm": self.init(millimetres: value * 10)
        case "inch", "in": self.init(millimetres: value * Self.millimetresPerInch)
        default: return nil
        }
    }
}

extension Pressure {
    public init?(_ value: Double, unitSymbol symbol: String) {
        switch symbol {
        case "hPa", "mbar", "mb": self.init(hectopascals: value)
        case "kPa": self.init(hectopascals: value * 10)
        case "inHg": self.init(hectopascals: value * Self.hectopascalsPerInchOfMercury)
        default: return nil
        }
    }
}

extension Distance {
    public init?(_ value: Double, unitSymbol symbol: String) {
        switch symbol {
        case "m": self.init(metres: value)
        case "km": self.init(metres: value * 1_000)
        case "ft": self.init(metres: value * 0.3048)
        case "mi": self.init(metres: value * Speed.metresPerMile)
        default: return nil
        }
    }
}
