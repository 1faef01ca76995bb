/// Wind at a place: speed, the direction it blows from (degrees from north) and gusts; each nil when the
/// service did not say.
public struct Wind: Sendable, Equatable {
    public let speed: Speed?
    public let directionDegrees: Double?
    public let gust: Speed?

    /// No wind reading at all.
    public static let missing = Wind(speed: nil, directionDegrees: nil, gust: nil)

    public init(speed: Speed?, directionDegrees: Double?, gust: Speed?) {
        self.speed = speed
        self.directionDegrees = directionDegrees
        self.gust = gust
    }

    /// The 16-point compass direction the wind blows from, such as "NNE"; nil when calm or unknown.
    public var compassPoint: CompassPoint? {
        directionDegrees.map(CompassPoint.init(degrees:))
    }
}
