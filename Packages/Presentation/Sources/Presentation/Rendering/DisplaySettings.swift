import Domain
import FoundationEssentials

/// Everything a renderer needs besides the data: units, "now" for ages, the cache lifetime and colours.
struct DisplaySettings: Sendable {
    let units: Units
    let now: Date
    let cacheLifetime: TimeInterval
    let palette: Palette
    /// How conditions are drawn; none unless the command chose a style.
    var icons: IconStyle = .none
    /// How times of day are written.
    var clock: ClockStyle = .twentyFourHour

    func age(of report: WeatherReport) -> TimeInterval {
        report.age(at: now)
    }

    /// How old the reading is: what "observed … ago" counts.
    func observedAge(of report: WeatherReport) -> TimeInterval {
        report.observedAge(at: now)
    }

    func isStale(_ report: WeatherReport) -> Bool {
        report.isStale(at: now, lifetime: cacheLifetime)
    }
}
