import FoundationEssentials

/// The one table of bounds outside which a value is not believed, for every kind of data: physical bounds,
/// calendar bounds relative to when the data came, and what must agree (a low not above its high). A
/// service that sends a value outside them has sent data that cannot be read (exit 65, or the next
/// provider answers), whichever service it is; a kept row outside them is shown as missing and reported
/// by `doctor`. Every value inside them is also one that no arithmetic of wxapp's can trap on.
public enum PhysicalBounds {
    public static let temperatureKelvin: ClosedRange<Double> = 150...350
    public static let humidityPercent: ClosedRange<Double> = 0...100
    /// Sea-level pressure.
    public static let pressureHectopascals: ClosedRange<Double> = 800...1_100
    public static let windMetresPerSecond: ClosedRange<Double> = 0...150
    public static let windDirectionDegrees: ClosedRange<Double> = 0...360
    public static let cloudPercent: ClosedRange<Double> = 0...100
    public static let visibilityMetres: ClosedRange<Double> = 0...1_000_000
    /// How far the station that measured an observation may be from its place: farther, it measured elsewhere.
    public static let stationMetres: ClosedRange<Double> = 0...500_000
    /// Rain or snow of one hour or one forecast step.
    public static let precipitationMillimetres: ClosedRange<Double> = 0...2_000
    /// Precipitation in one 15-minute step of a nowcast.
    public static let nowcastMillimetres: ClosedRange<Double> = 0...500
    /// A chance, 0 through 1.
    public static let probability: ClosedRange<Double> = 0...1
    /// Every offset a time zone has used in living memory: UTC−12:00 to UTC+14:00.
    public static let utcOffsetSeconds: ClosedRange<Int> = -43_200...50_400

    /// No reading, forecast step or alert of wxapp's is older than this.
    public static let earliestObservation = Date(timeIntervalSince1970: 946_684_800)  // 2000-01-01T00:00:00Z
    /// An observation is not further in the future than this.
    public static let futureObservationSeconds: TimeInterval = 86_400
    /// No forecast step, sunrise or sunset lies further ahead than this (Open-Meteo's 16 days, and one more).
    public static let forecastAheadSeconds: TimeInterval = 17 * 86_400
    /// A nowcast's steps lie within this of its fetch, either way.
    public static let nowcastSeconds: TimeInterval = 86_400
    /// Air quality is not older than this when it is fetched.
    public static let airQualityAgeSeconds: TimeInterval = 7 * 86_400
    /// No alert is issued for further ahead than this.
    public static let alertAheadSeconds: TimeInterval = 366 * 86_400

    /// "temperature 1e+19 K": a value that lies outside `range`, named; nil when inside or missing.
    static func outside(_ name: String, _ value: Double?, _ unit: String, _ range: ClosedRange<Double>)
        -> String?
    {
        guard let value, !value.isFinite || !range.contains(value) else { return nil }
        return "\(name) \(value)\(unit.isEmpty ? "" : " \(unit)")"
    }

    /// The station's distance in words when it is outside `stationMetres`; nil when it is inside.
    static func stationProblem(_ station: ObservationStation) -> String? {
        outside("station distance", station.distance.metres, "m", stationMetres).map {
            "\($0) is outside physical bounds"
        }
    }

    /// The offset in words when it is one no zone uses; nil when it is.
    static func offsetProblem(_ seconds: Int) -> String? {
        utcOffsetSeconds.contains(seconds) ? nil : "the offset from UTC of \(seconds) s is no time zone's"
    }

    /// A sunrise or sunset before 2000 or beyond any forecast's reach from `now`, in words; nil otherwise.
    static func sunProblem(sunrise: Date?, sunset: Date?, now: Date) -> String? {
        let latest = now.addingTimeInterval(forecastAheadSeconds)
        for (name, time) in [("sunrise", sunrise), ("sunset", sunset)] {
            guard let time else { continue }
            if let problem = timeProblem(name, time, earliest: earliestObservation, latest: latest) {
                return problem
            }
        }
        return nil
    }

    /// The time in words when it lies outside `earliest...latest`; nil when inside.
    static func timeProblem(_ name: String, _ time: Date, earliest: Date, latest: Date) -> String? {
        let seconds = time.timeIntervalSince1970
        guard !seconds.isFinite || time < earliest || time > latest else { return nil }
        return "the \(name) \(seconds) (seconds since 1970) lies outside "
            + "\(Int(saturating: earliest.timeIntervalSince1970))...\(Int(saturating: latest.timeIntervalSince1970))"
    }
}
