import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How long the sun is up at a place on a day, computed here with no service: from the sunrise to the
/// sunset of `SunTimes` on the day's solar day, so that every command shows one length for one day.
public enum Daylight {
    /// The seconds between sunrise and sunset at `coordinates` on the local `day`: 0 on a polar night,
    /// 86,400 on a polar day.
    public static func seconds(at coordinates: Coordinates, on day: LocalDate) -> Double {
        if let seconds = SunTimes.daylightSeconds(at: coordinates, on: day) { return seconds }
        // The sun neither rises nor sets: up all day where it stands over the same hemisphere.
        let noon = Date(timeIntervalSince1970: Double(day.daysSinceEpoch) * 86_400 + 43_200)
        return (coordinates.latitude >= 0) == (declinationDegrees(at: noon) >= 0) ? 86_400 : 0
    }

    /// How much longer (negative: shorter) the local `day` is than the day before, in seconds.
    public static func change(at coordinates: Coordinates, on day: LocalDate) -> Double {
        seconds(at: coordinates, on: day)
            - seconds(at: coordinates, on: LocalDate(daysSinceEpoch: day.daysSinceEpoch - 1))
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
