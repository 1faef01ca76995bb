/// Cloud cover in percent of the sky, 0 through 100.
public struct Clouds: Sendable, Equatable {
    public let coverPercent: Double

    public init(coverPercent: Double) {
        self.coverPercent = coverPercent
    }
}
