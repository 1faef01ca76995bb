import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Sunrise and sunset at a place on its own calendar day, computed here with no service by the equations
/// of NOAA's solar calculator (after Meeus): the sun's apparent longitude with nutation, the true obliquity,
/// the equation of time and 0.833° for the sun's radius and refraction, each evaluated at the moment of the
/// event itself. They agree with NOAA's calculator to a minute at every gazetteer city outside the polar
/// circles on every day of the year (`SunTimesReferenceTests`). For a service that gives no sun times
/// (MET Norway's Locationforecast), and for every day's length.
public struct SunTimes: Sendable, Equatable {
    public let sunrise: Date
    public let sunset: Date

    /// The sun times at `coordinates` on the local day (at `utcOffsetSeconds`) that contains `date`; nil on
    /// a day on which the sun does not rise or does not set.
    public init?(at coordinates: Coordinates, onDayContaining date: Date, utcOffsetSeconds: Int) {
        self.init(
            at: coordinates, on: LocalDate(containing: date, utcOffsetSeconds: utcOffsetSeconds),
            utcOffsetSeconds: utcOffsetSeconds)
    }

    /// The sun times at `coordinates` on the local calendar `day` of a place `utcOffsetSeconds` ahead of
    /// UTC; nil on a day on which the sun does not rise or does not set.
    public init?(at coordinates: Coordinates, on day: LocalDate, utcOffsetSeconds: Int) {
        guard let rise = Self.sunrise(at: coordinates, on: day, utcOffsetSeconds: utcOffsetSeconds),
            let set = Self.sunset(at: coordinates, on: day, utcOffsetSeconds: utcOffsetSeconds)
        else { return nil }
        sunrise = rise
        sunset = set
    }

    /// The sunrise that falls on the local calendar `day`, or nil when none does (a polar night or day, or
    /// near a polar circle a sunrise just before that day's midnight).
    public static func sunrise(at coordinates: Coordinates, on day: LocalDate, utcOffsetSeconds: Int) -> Date?
    {
        event(-1, at: coordinates, on: day, utcOffsetSeconds: utcOffsetSeconds)
    }

    /// The sunset that falls on the local calendar `day`, or nil when none does.
    public static func sunset(at coordinates: Coordinates, on day: LocalDate, utcOffsetSeconds: Int) -> Date?
    {
        event(1, at: coordinates, on: day, utcOffsetSeconds: utcOffsetSeconds)
    }

    /// Seconds from sunrise to sunset of the solar day around the mean solar noon at `coordinates` on
    /// `day`, whichever civil days they fall on; nil when the sun does not rise or does not set then. The
    /// one length of a day that every command shows.
    public static func daylightSeconds(at coordinates: Coordinates, on day: LocalDate) -> Double? {
        guard let rise = event(solarDay: day.daysSinceEpoch, coordinates: coordinates, side: -1),
            let set = event(solarDay: day.daysSinceEpoch, coordinates: coordinates, side: 1)
        else { return nil }
        return set.timeIntervalSince(rise)
    }

    /// The event (`side` -1 for sunrise, +1 for sunset) of the solar day nearest the civil `day` that
    /// falls on it: where a zone's offset is far from the longitude's (Kiribati), or near a polar circle,
    /// that is the solar day before or after.
    private static func event(
        _ side: Double, at coordinates: Coordinates, on day: LocalDate, utcOffsetSeconds: Int
    ) -> Date? {
        for shift in [0, -1, 1] {
            guard let time = event(solarDay: day.daysSinceEpoch + shift, coordinates: coordinates, side: side)
            else { continue }
            if LocalDate(containing: time, utcOffsetSeconds: utcOffsetSeconds) == day { return time }
        }
        return nil
    }

    /// Sunrise (`side` -1) or sunset (+1) around the mean solar noon at the place on `solarDay` (days since
    /// 1970), or nil when the sun does not cross the horizon then. Each step takes the sun's declination
    /// and the equation of time at the previous estimate of the event: at high latitudes the half day's
    /// change of declination moves the event by minutes.
    private static func event(solarDay: Int, coordinates: Coordinates, side: Double) -> Date? {
        let latitude = radians(coordinates.latitude)
        // Days since 1970 (UT) of the place's mean solar noon.
        var time = Double(solarDay) + 0.5 - coordinates.longitude / 360
        for _ in 0..<4 {
            let sun = Position(at: time)
            let cosHourAngle =
                cos(radians(90.833)) / (cos(latitude) * cos(sun.declination))
                - tan(latitude) * tan(sun.declination)
            guard (-1...1).contains(cosHourAngle) else { return nil }
            let hourAngleDegrees = acos(cosHourAngle) * 180 / .pi
            // Minutes after 00:00 UT of the solar day, as NOAA writes it.
            let minutes =
                720 - 4 * (coordinates.longitude - side * hourAngleDegrees) - sun.equationOfTimeMinutes
            time = Double(solarDay) + minutes / 1_440
        }
        return Date(timeIntervalSince1970: time * 86_400)
    }

    /// The sun's declination and the equation of time at an instant, by NOAA's equations.
    struct Position {
        /// Radians.
        let declination: Double
        /// Apparent minus mean solar time, in minutes.
        let equationOfTimeMinutes: Double

        /// At `days` since 1970-01-01 00:00 UT.
        init(at days: Double) {
            // Julian centuries since J2000.0 (2000-01-01 12:00, 10,957.5 days after 1970).
            let t = (days - 10_957.5) / 36_525
            let meanLongitude = degrees(280.46646 + t * (36_000.76983 + t * 0.0003032))
            let meanAnomaly = 357.52911 + t * (35_999.05029 - 0.0001537 * t)
            let eccentricity = 0.016708634 - t * (0.000042037 + 0.0000001267 * t)
            let m = radians(meanAnomaly)
            let centre =
                sin(m) * (1.914602 - t * (0.004817 + 0.000014 * t)) + sin(2 * m) * (0.019993 - 0.000101 * t)
                + sin(3 * m) * 0.000289
            let omega = radians(125.04 - 1_934.136 * t)
            let apparentLongitude = radians(meanLongitude + centre - 0.00569 - 0.00478 * sin(omega))
            let meanObliquity =
                23 + (26 + (21.448 - t * (46.815 + t * (0.00059 - t * 0.001813))) / 60) / 60
            let obliquity = radians(meanObliquity + 0.00256 * cos(omega))
            declination = asin(sin(obliquity) * sin(apparentLongitude))
            let y = pow(tan(obliquity / 2), 2)
            let l = radians(meanLongitude)
            let equation =
                y * sin(2 * l) - 2 * eccentricity * sin(m) + 4 * eccentricity * y * sin(m) * cos(2 * l)
                - 0.5 * y * y * sin(4 * l) - 1.25 * eccentricity * eccentricity * sin(2 * m)
            equationOfTimeMinutes = 4 * equation * 180 / .pi
        }
    }

    private static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }

    /// `value` brought into 0..<360.
    private static func degrees(_ value: Double) -> Double {
        let reduced = value.truncatingRemainder(dividingBy: 360)
        return reduced < 0 ? reduced + 360 : reduced
    }
}
