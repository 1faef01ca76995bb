/// Where a provider has data: everywhere, or inside the outlines of the area it serves.
public struct Reach: Sendable {
    /// A closed outline of points, in order around it; the last joins the first.
    public struct Outline: Sendable {
        public let corners: [Coordinates]

        /// `corners` as (latitude, longitude) pairs, in order around the outline.
        public init(_ corners: [(latitude: Double, longitude: Double)]) {
            self.corners = corners.compactMap { Coordinates(latitude: $0.latitude, longitude: $0.longitude) }
        }

        /// True when `point` lies inside the outline (the even-odd rule, longitude as x, latitude as y).
        public func contains(_ point: Coordinates) -> Bool {
            var inside = false
            var previous = corners.last
            for corner in corners {
                if let previous, (corner.latitude > point.latitude) != (previous.latitude > point.latitude) {
                    let crossing =
                        corner.longitude + (point.latitude - corner.latitude)
                        * (previous.longitude - corner.longitude) / (previous.latitude - corner.latitude)
                    if point.longitude < crossing { inside.toggle() }
                }
                previous = corner
            }
            return inside
        }
    }

    /// "the United States": the area as a sentence names it; empty for everywhere.
    public let area: String
    /// The outlines, made when a place is first checked (not at every start); nil for everywhere.
    private let outlines: (@Sendable () -> [Outline])?

    public init(area: String, outlines: @escaping @Sendable () -> [Outline]) {
        self.area = area
        self.outlines = outlines
    }

    private init() {
        area = ""
        outlines = nil
    }

    /// Data for every point on Earth.
    public static let everywhere = Reach()

    /// True when the provider has data at `point`.
    public func contains(_ point: Coordinates) -> Bool {
        guard let outlines else { return true }
        return outlines().contains { $0.contains(point) }
    }
}
