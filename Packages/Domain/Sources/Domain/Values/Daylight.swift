import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How long the sun is up at a place on a day, computed here with no service (the sunrise equation with
/// the sun's apparent declination; good to a minute or two away from the polar circles).
public enum Daylight {
    /// The seconds between sunrise and sunset at `latitude` on the day around `date`: 0 on a polar night,
    /// 86,400 on a polar day.
    public static func seconds(latitude: Double, on date: Date) -> Double {
        let declination = declinationDegrees(at: date) * .pi / 180
        let phi = latitude * .pi / 180
        let horizon = PolarDaylight.horizonDegrees * .pi / 180
        let cosine = (sin(horizon) - sin(phi) * sin(declination)) / (cos(phi) * cos(declination))
        guard cosine > -1 else { return 86_400 }
        guard cosine < 1 else { return 0 }
        // The hour angle of sunset, in degrees, is the half day in which the sun is up; 15° an hour.
        let halfDayDegrees = acos(cosine) * 180 / .pi
        return 2 * halfDayDegrees / 15 * 3_600
    }

    /// How much longer (negative: shorter) the day around `date` is than the day before, in seconds.
    public static func change(latitude: Double, on date: Date) -> Double {
        seconds(latitude: latitude, on: date)
            - seconds(latitude: latitude, on: date.addingTimeInterval(-86_400))
    }

    /// The sun's declination in degrees at `date`, from its apparent ecliptic longitude.
    static func declinationDegrees(at date: Date) -> Double {
        let days = MoonPhase.julianCenturies(since2000: date) * 36_525
        func sine(_ degrees: Double) -> Double { sin(degrees * .pi / 180) }
        let anomaly = MoonPhase.degrees(357.529_1 + 0.985_600_28 * days)
        let centre = 1.914_8 * sine(anomaly) + 0.020_0 * sine(2 * anomaly) + 0.000_3 * sine(3 * anomaly)
        let longitude = MoonPhase.degrees(anomaly + centre + 180 + 102.937_2)
        return asin(sine(longitude) * sine(23.439_7)) * 180 / .pi
    }
}
