import Domain
import FoundationEssentials

/// The next two hours' precipitation in one sentence.
enum NowcastText {
    /// The sentence for `weather` at `now`, at a place at `coordinates`; nil when the reading has no
    /// nowcast and its service could have given one (a reading saved before nowcasts were kept).
    static func sentence(for weather: CurrentWeather, at coordinates: Coordinates, now: Date) -> String? {
        guard let nowcast = weather.nowcast else {
            // A reading of a provider that gives one was saved before nowcasts were kept.
            return weather.provider.flatMap {
                $0.extras.contains(.nowcast) ? nil : "not available with \($0.displayName)"
            }
        }
        // Without a temperature, neither rain nor snow is guessed.
        let kind = weather.temperature.map { $0.kelvin <= 273.15 ? "snow" : "rain" } ?? "precipitation"
        let outlook = nowcast.outlook(at: now)
        let text = sentence(outlook, kind: kind)
        // The note is about the amounts; a sentence that gives none has nothing for it to qualify.
        switch outlook {
        case .unknown, .expired: return text
        default:
            return Nowcast.isModelled(at: coordinates) ? text : text + " (interpolated from hourly data here)"
        }
    }

    /// "Rain starting in about 25 min, stopping about 40 min later".
    static func sentence(_ outlook: Nowcast.Outlook, kind: String) -> String {
        let capitalized = kind.prefix(1).uppercased() + kind.dropFirst()
        switch outlook {
        case .dry(let covered): return "no \(kind) in \(span(covered))"
        case .now(let stop?, _): return "\(capitalized) now, stopping in about \(stop) min"
        case .now(nil, let covered): return "\(capitalized) now, for \(span(covered)) at least"
        case .starting(let start, let lasting?, _):
            return "\(capitalized) starting in about \(start) min, stopping about \(lasting) min later"
        case .starting(let start, nil, let covered):
            return "\(capitalized) starting in about \(start) min, lasting past \(span(covered))"
        case .unknown: return "not known: the service gave no precipitation for now"
        case .expired: return "none kept for now: the last nowcast has run out"
        }
    }

    /// "the next two hours", or "the next 25 min" for a nowcast that covers less.
    private static func span(_ minutes: Int) -> String {
        minutes >= 120 ? "the next two hours" : "the next \(minutes) min"
    }
}
