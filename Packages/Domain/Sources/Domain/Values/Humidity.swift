/// A relative humidity in percent, 0 through 100.
public struct Humidity: Sendable, Equatable {
    public let percent: Double

    public init(percent: Double) {
        self.percent = percent
    }

    /// Humidity reads the same whatever the units.
    public var measurement: Measurement {
        Measurement(value: percent, unit: "%")
    }
}
