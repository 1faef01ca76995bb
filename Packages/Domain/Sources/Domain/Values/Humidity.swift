/// A relative humidity in percent, 0 through 100.
public struct Humidity: Sendable, Equatable {
    public let percent: Double

    public init(percent: Double) {
        self.percent = percent
    }

    /// The same humidity as a ratio from 0 to 1.
    public var fraction: Double { percent / 100 }

    /// Humidity reads the same whatever the units.
    public var measurement: Measurement {
        Measurement(value: percent, unit: "%")
    }
}
