import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Sunrise and sunset at a place on its own calendar day, computed here with no service: the sunrise
/// equation with the equation of time, the sun's apparent radius and refraction (good to a minute or two
/// away from the polar circles). For a service that gives no sun times (MET Norway's Locationforecast).
public struct SunTimes: Sendable, Equatable {
    public let sunrise: Date
    public let sunset: Date

    /// The sun times at `coordinates` on the local day (at `utcOffsetSeconds`) that contains `date`; nil on
    /// a day on which the sun does not rise or does not set.
    public init?(at coordinates: Coordinates, onDayContaining date: Date, utcOffsetSeconds: Int) {
        let day = LocalDate(containing: date, utcOffsetSeconds: utcOffsetSeconds)
        // Mean solar noon at the place on that calendar day, in days since J2000.0 (2000-01-01 12:00 UTC).
        let meanNoon =
            Double(day.daysSinceEpoch) - Self.j2000DaysSinceEpoch - coordinates.longitude / 360
        let anomaly = Self.degrees(357.5291 + 0.98560028 * meanNoon)
        let centre =
            1.9148 * sin(Self.radians(anomaly)) + 0.0200 * sin(Self.radians(2 * anomaly))
            + 0.0003 * sin(Self.radians(3 * anomaly))
        let eclipticLongitude = Self.degrees(anomaly + centre + 180 + 102.9372)
        let transit =
            meanNoon + 0.0053 * sin(Self.radians(anomaly)) - 0.0069 * sin(Self.radians(2 * eclipticLongitude))
        let declination = asin(sin(Self.radians(eclipticLongitude)) * sin(Self.radians(23.4397)))
        let latitude = Self.radians(coordinates.latitude)
        let cosHourAngle =
            (sin(Self.radians(-0.833)) - sin(latitude) * sin(declination)) / (cos(latitude) * cos(declination))
        guard (-1...1).contains(cosHourAngle) else { return nil }
        let halfDay = acos(cosHourAngle) * 180 / .pi / 360
        sunrise = Self.date(daysSinceJ2000: transit - halfDay)
        sunset = Self.date(daysSinceJ2000: transit + halfDay)
    }

    /// 2000-01-01 00:00 UTC in days since 1970-01-01 00:00 UTC; J2000.0 is half a day later.
    private static let j2000DaysSinceEpoch = 10_957.0

    private static func date(daysSinceJ2000 days: Double) -> Date {
        Date(timeIntervalSince1970: (days + j2000DaysSinceEpoch + 0.5) * 86_400)
    }

    private static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }

    /// `value` brought into 0..<360.
    private static func degrees(_ value: Double) -> Double {
        let reduced = value.truncatingRemainder(dividingBy: 360)
        return reduced < 0 ? reduced + 360 : reduced
    }
}
