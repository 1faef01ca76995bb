import Domain
import FoundationEssentials

/// Everything a renderer needs besides the data: units, "now" for ages, the cache lifetime, colours, and
/// the width and characters the output may take.
struct DisplaySettings: Sendable {
    let units: Units
    let now: Date
    var cacheLifetime: TimeInterval
    let palette: Palette
    /// How conditions are drawn; none unless the command chose a style.
    var icons: IconStyle = .none
    /// How times of day are written.
    var clock: ClockStyle = .twentyFourHour
    /// Which characters the output may use.
    var repertoire: TextRepertoire = .unicode
    /// The columns the output must fit; nil when nobody said, and nothing is fitted.
    var width: Int?
    /// The language of the output.
    var words = Words(.english)

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

    /// `lines` in the characters the output may use, each wrapped to the width, as one text that ends
    /// with a newline.
    func fitted(_ lines: [String]) -> String {
        let shown = lines.map(repertoire.text)
        guard let width else { return shown.joined(separator: "\n") + "\n" }
        return shown.flatMap { FittedText.wrap($0, width: width) }.joined(separator: "\n") + "\n"
    }
}
