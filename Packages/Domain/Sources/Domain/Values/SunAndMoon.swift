import FoundationEssentials

/// The length of a place's day and the moon's phase, computed with no service, so that they are known
/// offline and for any day.
public struct SunAndMoon: Sendable, Equatable {
    public let moon: MoonPhase
    /// Seconds from sunrise to sunset: 0 on a polar night, 86,400 on a polar day.
    public let daylightSeconds: Double
    /// How much longer (negative: shorter) the day is than the day before, in seconds.
    public let daylightChangeSeconds: Double

    /// At `latitude` at the instant `date`, the moon's phase named for the local day of a place
    /// `utcOffsetSeconds` ahead of UTC.
    public init(latitude: Double, at date: Date, utcOffsetSeconds: Int) {
        moon = MoonPhase(at: date, utcOffsetSeconds: utcOffsetSeconds)
        daylightSeconds = Daylight.seconds(latitude: latitude, on: date)
        daylightChangeSeconds = Daylight.change(latitude: latitude, on: date)
    }

    /// At `latitude` at noon of the local `day` of a place `utcOffsetSeconds` ahead of UTC.
    public init(latitude: Double, day: LocalDate, utcOffsetSeconds: Int) {
        let noon = Double(day.daysSinceEpoch) * 86_400 + 43_200 - Double(utcOffsetSeconds)
        self.init(
            latitude: latitude, at: Date(timeIntervalSince1970: noon), utcOffsetSeconds: utcOffsetSeconds)
    }
}
