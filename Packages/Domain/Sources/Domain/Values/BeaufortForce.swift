/// A force on the Beaufort scale, 0 (calm) to 12 (hurricane force), from the mean wind speed at 10 m.
///
/// The bands are the World Meteorological Organization's, in metres per second to one decimal: force 5
/// is 8.0–10.7 m/s. A speed is rounded to the nearest tenth before it is placed, so no speed falls
/// between two bands.
public struct BeaufortForce: Sendable, Equatable, Comparable {
    /// The slowest speed, in m/s to one decimal, of forces 1 through 12.
    public static let lowerBounds: [Double] = [
        0.3, 1.6, 3.4, 5.5, 8.0, 10.8, 13.9, 17.2, 20.8, 24.5, 28.5, 32.7,
    ]

    public static let range = 0...12

    /// 0 through 12.
    public let number: Int

    /// The force `number`, or nil outside 0...12.
    public init?(number: Int) {
        guard Self.range.contains(number) else { return nil }
        self.number = number
    }

    /// The force `number`, calm below the scale and hurricane force above it.
    public init(clamping number: Int) {
        self.number = min(max(number, Self.range.lowerBound), Self.range.upperBound)
    }

    /// The force of a wind blowing at `speed`: below zero or not a number is calm, an infinite speed
    /// hurricane force.
    public init(_ speed: Speed) {
        let tenths = (speed.metresPerSecond * 10).rounded()
        number = Self.lowerBounds.prefix { tenths >= ($0 * 10).rounded() }.count
    }

    /// The slowest speed of this force.
    public var lowerBound: Speed {
        Speed(metresPerSecond: number == 0 ? 0 : Self.lowerBounds[number - 1])
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.number < rhs.number
    }
}
