/// Wind at a place: speed, the direction it blows from (degrees from north) and gusts.
public struct Wind: Sendable, Equatable {
    public let speed: Speed
    public let directionDegrees: Double?
    public let gust: Speed?

    public init(speed: Speed, directionDegrees: Double?, gust: Speed?) {
        self.speed = speed
        self.directionDegrees = directionDegrees
        self.gust = gust
    }

    /// The 16-point compass direction the wind blows from, such as "NNE"; nil when calm or unknown.
    public var compassPoint: CompassPoint? {
        directionDegrees.map(CompassPoint.init(degrees:))
    }
}
