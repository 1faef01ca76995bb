import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The moon's phase at an instant, computed here with no service: the mean elongation of the moon from the
/// sun with the largest periodic terms of its longitude and the sun's (J. Meeus, Astronomical Algorithms,
/// chapters 47–49). Good to about an hour for new and full moon from 2000 to 2100.
public struct MoonPhase: Sendable, Equatable {
    /// The phases by name, each holding while the moon is within `namedPhaseDegrees` of its instant.
    public enum Name: String, Sendable, CaseIterable {
        case newMoon = "new moon"
        case waxingCrescent = "waxing crescent"
        case firstQuarter = "first quarter"
        case waxingGibbous = "waxing gibbous"
        case fullMoon = "full moon"
        case waningGibbous = "waning gibbous"
        case lastQuarter = "last quarter"
        case waningCrescent = "waning crescent"
    }

    /// How far, in degrees of elongation (about half a day of the moon's motion), new moon, the quarters and
    /// full moon are named on either side of their instants.
    static let namedPhaseDegrees = 6.0

    /// The moon's elongation from the sun, from 0 (new moon) through 90 (first quarter), 180 (full) and
    /// 270 (last quarter) to 360.
    public let elongationDegrees: Double

    public init(at date: Date) {
        let t = Self.julianCenturies(since2000: date)
        // Mean elongation of the moon, the sun's mean anomaly and the moon's mean anomaly (Meeus 47.2–47.4).
        let d = Self.degrees(
            297.850_192_1 + 445_267.111_403_4 * t - 0.001_881_9 * t * t + t * t * t / 545_868)
        let m = Self.degrees(357.529_109_2 + 35_999.050_290_9 * t - 0.000_153_6 * t * t)
        let mMoon = Self.degrees(
            134.963_396_4 + 477_198.867_505_5 * t + 0.008_741_4 * t * t + t * t * t / 69_699)
        func sine(_ degrees: Double) -> Double { sin(degrees * .pi / 180) }
        // The largest periodic terms of the moon's longitude less the sun's equation of the centre (Meeus 48.4).
        let correction =
            6.289 * sine(mMoon) - 2.100 * sine(m) + 1.274 * sine(2 * d - mMoon) + 0.658 * sine(2 * d)
            + 0.214 * sine(2 * mMoon) + 0.110 * sine(d)
        elongationDegrees = Self.degrees(d + correction)
    }

    /// The lit fraction of the moon's disc, from 0 at new moon to 1 at full moon.
    public var illumination: Double {
        (1 - cos(elongationDegrees * .pi / 180)) / 2
    }

    public var name: Name {
        let angle = elongationDegrees
        let width = Self.namedPhaseDegrees
        switch angle {
        case ..<width, (360 - width)...: return .newMoon
        case ..<(90 - width): return .waxingCrescent
        case ..<(90 + width): return .firstQuarter
        case ..<(180 - width): return .waxingGibbous
        case ..<(180 + width): return .fullMoon
        case ..<(270 - width): return .waningGibbous
        case ..<(270 + width): return .lastQuarter
        default: return .waningCrescent
        }
    }

    /// Julian centuries of 36,525 days since 2000-01-01 12:00 (J2000.0).
    static func julianCenturies(since2000 date: Date) -> Double {
        (date.timeIntervalSince1970 - 946_728_000) / 86_400 / 36_525
    }

    /// `value` brought into 0..<360.
    static func degrees(_ value: Double) -> Double {
        let remainder = value.truncatingRemainder(dividingBy: 360)
        return remainder < 0 ? remainder + 360 : remainder
    }
}
