import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Sunrise and sunset at a place on its own calendar day, computed here with no service: the sunrise
/// equation with the equation of time, the sun's apparent radius and refraction (within two minutes of NOAA's
/// equations up to 60° of latitude, three beyond). For a service that gives no sun times (MET Norway's Locationforecast).
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
        guard let rise = Self.event(meanNoon: meanNoon, latitude: coordinates.latitude, side: -1),
            let set = Self.event(meanNoon: meanNoon, latitude: coordinates.latitude, side: 1)
        else { return nil }
        sunrise = Self.date(daysSinceJ2000: rise)
        sunset = Self.date(daysSinceJ2000: set)
    }

    /// Sunrise (`side` -1) or sunset (+1) in days since J2000.0, or nil when the sun does not cross the
    /// horizon that day. The sun's declination is taken at the event itself, found in three steps from
    /// noon: at high latitudes the half day's change of declination moves sunset by minutes.
    private static func event(meanNoon: Double, latitude: Double, side: Double) -> Double? {
        var time = meanNoon
        for _ in 0..<3 {
            let anomaly = degrees(357.5291 + 0.98560028 * time)
            let centre =
                1.9148 * sin(radians(anomaly)) + 0.0200 * sin(radians(2 * anomaly))
                + 0.0003 * sin(radians(3 * anomaly))
            let eclipticLongitude = degrees(anomaly + centre + 180 + 102.9372)
            let transit =
                meanNoon + 0.0053 * sin(radians(anomaly)) - 0.0069 * sin(radians(2 * eclipticLongitude))
            let declination = asin(sin(radians(eclipticLongitude)) * sin(radians(23.4397)))
            let cosHourAngle =
                (sin(radians(-0.833)) - sin(radians(latitude)) * sin(declination))
                / (cos(radians(latitude)) * cos(declination))
            guard (-1...1).contains(cosHourAngle) else { return nil }
            time = transit + side * acos(cosHourAngle) / (2 * .pi)
        }
        return time
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
