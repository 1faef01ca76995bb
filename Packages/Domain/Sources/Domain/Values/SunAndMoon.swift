import FoundationEssentials

/// The length of a place's day and the moon's phase, computed with no service, so that they are known
/// offline and for any day.
public struct SunAndMoon: Sendable, Equatable {
    public let moon: MoonPhase
    /// Seconds from sunrise to sunset: 0 on a polar night, 86,400 on a polar day.
    public let daylightSeconds: Double
    /// How much longer (negative: shorter) the day is than the day before, in seconds.
    public let daylightChangeSeconds: Double

    /// At `coordinates` at the instant `date`: the moon's phase there named for the local day of a place
    /// `utcOffsetSeconds` ahead of UTC, and that day's length.
    public init(coordinates: Coordinates, at date: Date, utcOffsetSeconds: Int) {
        moon = MoonPhase(at: date, utcOffsetSeconds: utcOffsetSeconds)
        let day = LocalDate(containing: date, utcOffsetSeconds: utcOffsetSeconds)
        daylightSeconds = Daylight.seconds(at: coordinates, on: day)
        daylightChangeSeconds = Daylight.change(at: coordinates, on: day)
    }

    /// At `coordinates` at noon of the local `day` of a place `utcOffsetSeconds` ahead of UTC.
    public init(coordinates: Coordinates, day: LocalDate, utcOffsetSeconds: Int) {
        let noon = Double(day.daysSinceEpoch) * 86_400 + 43_200 - Double(utcOffsetSeconds)
        self.init(
            coordinates: coordinates, at: Date(timeIntervalSince1970: noon),
            utcOffsetSeconds: utcOffsetSeconds)
    }
}
