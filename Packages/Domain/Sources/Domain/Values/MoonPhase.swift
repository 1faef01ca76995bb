import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The moon at an instant, computed here with no service: the mean elongation of the moon from the sun with
/// the largest periodic terms of its longitude and the sun's (J. Meeus, Astronomical Algorithms, chapters
/// 47–49). Good to about an hour for new and full moon from 2000 to 2100.
///
/// The phase is named for the place's local day, as almanacs name it, so that every view of one day says
/// the same: the day in which new moon, a quarter or full moon falls bears that name all day, and the days
/// between are crescent or gibbous. The lit fraction is the instant's own.
public struct MoonPhase: Sendable, Equatable {
    /// The phases by name.
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

    /// The moon's elongation from the sun at the instant, from 0 (new moon) through 90 (first quarter),
    /// 180 (full) and 270 (last quarter) to 360.
    public let elongationDegrees: Double

    /// The phase of the local day the instant falls in.
    public let name: Name

    /// At `date`, its phase named for the local day of a place `utcOffsetSeconds` ahead of UTC.
    public init(at date: Date, utcOffsetSeconds: Int) {
        elongationDegrees = Self.elongation(at: date)
        let local = date.timeIntervalSince1970 + Double(utcOffsetSeconds)
        let start = (local / 86_400).rounded(.down) * 86_400 - Double(utcOffsetSeconds)
        name = Self.name(ofDayFrom: Date(timeIntervalSince1970: start))
    }

    /// The name of the day that starts at `start`: the principal phase whose instant falls in it, else the
    /// crescent or gibbous that holds at its noon. Phases are a week apart, so a day holds at most one.
    static func name(ofDayFrom start: Date) -> Name {
        let end = start.addingTimeInterval(86_400)
        let lunations = (start.timeIntervalSince1970 - firstNewMoonOf2000) / 86_400 / synodicMonthDays
        let first = ((lunations - 0.25) * 4).rounded(.down) / 4
        for k in stride(from: first, through: first + 0.75, by: 0.25) {
            let instant = principalPhase(k)
            guard instant >= start, instant < end else { continue }
            let quarter = Int(((k - k.rounded(.down)) * 4).rounded())
            return [Name.newMoon, .firstQuarter, .fullMoon, .lastQuarter][quarter]
        }
        switch elongation(at: start.addingTimeInterval(43_200)) {
        case ..<90: return .waxingCrescent
        case ..<180: return .waxingGibbous
        case ..<270: return .waningGibbous
        default: return .waningCrescent
        }
    }

    /// The elongation at `date` (Meeus 47–48).
    static func elongation(at date: Date) -> Double {
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
        return degrees(d + correction)
    }

    /// The lit fraction of the moon's disc, from 0 at new moon to 1 at full moon.
    public var illumination: Double {
        (1 - cos(elongationDegrees * .pi / 180)) / 2
    }

    static let synodicMonthDays = 29.530_588_861
    /// The mean new moon of 2000-01-06 (Meeus 49.1 at k = 0), in seconds since 1970.
    static let firstNewMoonOf2000 = (2_451_550.097_66 - 2_440_587.5) * 86_400

    /// The instant of the principal phase `k` lunations after the new moon of 2000-01-06: an integer for a
    /// new moon, and .25, .5 and .75 after it for first quarter, full moon and last quarter (Meeus chapter
    /// 49, its periodic terms to 0.00002 day; the planetary terms, under half a minute, are left out).
    static func principalPhase(_ k: Double) -> Date {
        let t = k / 1_236.85
        let mean =
            2_451_550.097_66 + synodicMonthDays * k + 0.000_154_37 * t * t - 0.000_000_150 * t * t * t
            + 0.000_000_000_73 * t * t * t * t
        let e = 1 - 0.002_516 * t - 0.000_007_4 * t * t
        func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
        let m = radians(2.553_4 + 29.105_356_70 * k - 0.000_001_4 * t * t - 0.000_000_11 * t * t * t)
        let mMoon = radians(
            201.564_3 + 385.816_935_28 * k + 0.010_758_2 * t * t + 0.000_012_38 * t * t * t
                - 0.000_000_058 * t * t * t * t)
        let f = radians(
            160.710_8 + 390.670_502_84 * k - 0.001_611_8 * t * t - 0.000_002_27 * t * t * t
                + 0.000_000_011 * t * t * t * t)
        let omega = radians(124.774_6 - 1.563_755_88 * k + 0.002_067_2 * t * t + 0.000_002_15 * t * t * t)
        let quarter = Int(((k - k.rounded(.down)) * 4).rounded()) % 4
        var correction: Double
        if quarter == 0 || quarter == 2 {
            let (a, b, c, d, g, h, i) =
                quarter == 0
                ? (-0.407_20, 0.172_41, 0.016_08, 0.010_39, 0.007_39, -0.005_14, 0.002_08)
                : (-0.406_14, 0.173_02, 0.016_14, 0.010_43, 0.007_34, -0.005_15, 0.002_09)
            correction =
                a * sin(mMoon) + b * e * sin(m) + c * sin(2 * mMoon) + d * sin(2 * f) + g * e * sin(mMoon - m)
                + h * e * sin(mMoon + m) + i * e * e * sin(2 * m) - 0.001_11 * sin(mMoon - 2 * f)
                - 0.000_57 * sin(mMoon + 2 * f) + 0.000_56 * e * sin(2 * mMoon + m) - 0.000_42
                * sin(3 * mMoon)
                + 0.000_42 * e * sin(m + 2 * f) + 0.000_38 * e * sin(m - 2 * f)
                - 0.000_24 * e * sin(2 * mMoon - m) - 0.000_17 * sin(omega) - 0.000_07 * sin(mMoon + 2 * m)
                + 0.000_04 * sin(2 * mMoon - 2 * f) + 0.000_04 * sin(3 * m) + 0.000_03
                * sin(mMoon + m - 2 * f)
                + 0.000_03 * sin(2 * mMoon + 2 * f) - 0.000_03 * sin(mMoon + m + 2 * f)
                + 0.000_03 * sin(mMoon - m + 2 * f) - 0.000_02 * sin(mMoon - m - 2 * f)
                - 0.000_02 * sin(3 * mMoon + m) + 0.000_02 * sin(4 * mMoon)
        } else {
            correction =
                -0.628_01 * sin(mMoon) + 0.171_72 * e * sin(m) - 0.011_83 * e * sin(mMoon + m)
                + 0.008_62 * sin(2 * mMoon) + 0.008_04 * sin(2 * f) + 0.004_54 * e * sin(mMoon - m)
                + 0.002_04 * e * e * sin(2 * m) - 0.001_80 * sin(mMoon - 2 * f) - 0.000_70
                * sin(mMoon + 2 * f)
                - 0.000_40 * sin(3 * mMoon) - 0.000_34 * e * sin(2 * mMoon - m) + 0.000_32 * e
                * sin(m + 2 * f)
                + 0.000_32 * e * sin(m - 2 * f) - 0.000_28 * e * e * sin(mMoon + 2 * m)
                + 0.000_27 * e * sin(2 * mMoon + m) - 0.000_17 * sin(omega) - 0.000_05
                * sin(mMoon - m - 2 * f)
                + 0.000_04 * sin(2 * mMoon + 2 * f) - 0.000_04 * sin(mMoon + m + 2 * f)
                + 0.000_04 * sin(mMoon - 2 * m) + 0.000_03 * sin(mMoon + m - 2 * f) + 0.000_03 * sin(3 * m)
                + 0.000_02 * sin(2 * mMoon - 2 * f) + 0.000_02 * sin(mMoon - m + 2 * f)
                - 0.000_02 * sin(3 * mMoon + m)
            let w =
                0.003_06 - 0.000_38 * e * cos(m) + 0.000_26 * cos(mMoon) - 0.000_02 * cos(mMoon - m)
                + 0.000_02 * cos(mMoon + m) + 0.000_02 * cos(2 * f)
            correction += quarter == 1 ? w : -w
        }
        return Date(timeIntervalSince1970: (mean + correction - 2_440_587.5) * 86_400)
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
