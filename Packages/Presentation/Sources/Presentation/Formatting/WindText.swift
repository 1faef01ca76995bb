import Domain

/// Wind directions as people read them on a weather map.
enum WindText {
    /// The arrow pointing where the wind blows to, the opposite of where it comes from: a north wind
    /// (0°) is "↓". Nil when the direction is unknown.
    static func arrow(_ wind: Wind) -> String? {
        guard let degrees = wind.directionDegrees, degrees.isFinite else { return nil }
        let normalized = degrees.truncatingRemainder(dividingBy: 360)
        let positive = normalized < 0 ? normalized + 360 : normalized
        let arrows = ["↓", "↙", "←", "↖", "↑", "↗", "→", "↘"]
        return arrows[Int(saturating: (positive / 45).rounded()) % 8]
    }

    /// "wind 4.1 m/s from NNE", or "wind 4.1 m/s" when the direction is unknown; `direction` is the
    /// compass point in words (`CompassText`).
    static func sentence(speed: String, from direction: String?, words: Words) -> String {
        guard let direction else { return words("wind \(speed)") }
        return words("wind \(speed) from \(direction)")
    }

    /// "4.1 m/s NNE ↙" ("4.1 m/s NNE" without `arrow`), or the speed alone when the direction is unknown;
    /// nil without a speed.
    static func short(_ wind: Wind, units: Units, arrow withArrow: Bool = true, words: Words) -> String? {
        guard let speed = wind.speed.map({ MeasurementText(words).text($0.measurement(in: units)) }) else {
            return nil
        }
        guard let point = wind.compassPoint, let arrow = arrow(wind) else { return speed }
        let direction = CompassText(words).text(point)
        return withArrow ? "\(speed) \(direction) \(arrow)" : "\(speed) \(direction)"
    }
}
