import FoundationEssentials

/// A day on which the sun does not set, or does not rise, at a place: known from its latitude and the
/// date alone, with no service, where that is certain.
public enum PolarDaylight: String, Sendable, Equatable {
    /// The sun stays above the horizon all day.
    case polarDay = "day"
    /// The sun stays below the horizon all day.
    case polarNight = "night"

    /// The sun's altitude at sunrise and sunset: its radius and the atmosphere's refraction lift it 0.833°.
    static let horizonDegrees = -0.833
    /// How far beyond the horizon both culminations must be before the day is called polar: the day's own
    /// change of declination (up to 0.4°) and the refraction's variation, with room to spare.
    static let marginDegrees = 1.0

    /// Polar day or night at `latitude` on the day of `date`, or nil when the sun rises and sets or when the
    /// date is too near the change to say for certain.
    public init?(latitude: Double, on date: Date) {
        let declination = Self.solarDeclinationDegrees(on: date)
        // Altitudes of the sun at its highest (upper culmination) and lowest (lower culmination).
        let highest = 90 - abs(latitude - declination)
        let lowest = abs(latitude + declination) - 90
        if lowest > Self.horizonDegrees + Self.marginDegrees, (latitude >= 0) == (declination >= 0) {
            self = .polarDay
        } else if highest < Self.horizonDegrees - Self.marginDegrees {
            self = .polarNight
        } else {
            return nil
        }
    }

    /// The sun's declination in degrees on the day of `date`, from its apparent ecliptic longitude (good to
    /// about 0.05°; Cooper's day-of-year formula, used before, was up to 1.5° off in October).
    static func solarDeclinationDegrees(on date: Date) -> Double {
        Daylight.declinationDegrees(at: date)
    }
}
