/// One of the 16 points of the compass.
public enum CompassPoint: String, Sendable, CaseIterable {
    case n = "N", nne = "NNE", ne = "NE", ene = "ENE"
    case e = "E", ese = "ESE", se = "SE", sse = "SSE"
    case s = "S", ssw = "SSW", sw = "SW", wsw = "WSW"
    case w = "W", wnw = "WNW", nw = "NW", nnw = "NNW"

    /// The nearest point to a bearing in degrees; any finite bearing is accepted and wrapped.
    public init(degrees: Double) {
        let normalized = degrees.truncatingRemainder(dividingBy: 360)
        let positive = normalized < 0 ? normalized + 360 : normalized
        let index = Int(saturating: (positive / 22.5).rounded()) % 16
        self = Self.allCases[index]
    }
}
