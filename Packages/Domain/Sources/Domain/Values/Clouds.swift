/// Cloud cover in percent of the sky, 0 through 100.
public struct Clouds: Sendable, Equatable {
    public let coverPercent: Double

    public init(coverPercent: Double) {
        self.coverPercent = coverPercent
    }

    /// The same cover as a ratio from 0 (clear) to 1 (overcast).
    public var coverFraction: Double { coverPercent / 100 }
}
