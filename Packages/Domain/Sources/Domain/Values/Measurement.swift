/// A number with the symbol of the unit it is expressed in, ready to display.
public struct Measurement: Sendable, Equatable {
    public let value: Double
    public let unit: String

    public init(value: Double, unit: String) {
        self.value = value
        self.unit = unit
    }
}
