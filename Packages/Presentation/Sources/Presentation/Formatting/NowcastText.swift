import Domain
import FoundationEssentials

/// The next two hours' precipitation in one sentence.
struct NowcastText: LanguageText {
    let words: Words

    /// What falls: rain at or above freezing, snow below, precipitation without a temperature.
    enum Kind {
        case rain, snow, precipitation
    }

    /// The sentence for `weather` at `now`, at a place at `coordinates`; nil when the reading has no
    /// nowcast and its service could have given one (a reading saved before nowcasts were kept).
    func sentence(for weather: CurrentWeather, at coordinates: Coordinates, now: Date) -> String? {
        guard let nowcast = weather.nowcast else {
            // A reading of a provider that gives one was saved before nowcasts were kept.
            return weather.provider.flatMap {
                let name = $0.displayName
                return $0.extras.contains(.nowcast) ? nil : words("not available with \(name)")
            }
        }
        // Without a temperature, neither rain nor snow is guessed.
        let kind = weather.temperature.map { $0.kelvin <= 273.15 ? Kind.snow : .rain } ?? .precipitation
        let outlook = nowcast.outlook(at: now)
        let text = sentence(outlook, kind: kind)
        // The note is about the amounts; a sentence that gives none has nothing for it to qualify.
        switch outlook {
        case .unknown, .expired: return text
        default:
            return Nowcast.isModelled(at: coordinates)
                ? text : words("\(text) (interpolated from hourly data here)")
        }
    }

    /// "Rain starting in about 25 min, stopping about 40 min later".
    func sentence(_ outlook: Nowcast.Outlook, kind: Kind) -> String {
        switch kind {
        case .rain:
            switch outlook {
            case .dry(let covered) where covered >= 120: return words("no rain in the next two hours")
            case .dry(let covered): return words("no rain in the next \(covered) min")
            case .now(let stop?, _): return words("Rain now, stopping in about \(stop) min")
            case .now(nil, let covered) where covered >= 120:
                return words("Rain now, for the next two hours at least")
            case .now(nil, let covered): return words("Rain now, for the next \(covered) min at least")
            case .starting(let start, let lasting?, _):
                return words("Rain starting in about \(start) min, stopping about \(lasting) min later")
            case .starting(let start, nil, let covered) where covered >= 120:
                return words("Rain starting in about \(start) min, lasting past the next two hours")
            case .starting(let start, nil, let covered):
                return words("Rain starting in about \(start) min, lasting past the next \(covered) min")
            case .unknown, .expired: return unknownOrExpired(outlook)
            }
        case .snow:
            switch outlook {
            case .dry(let covered) where covered >= 120: return words("no snow in the next two hours")
            case .dry(let covered): return words("no snow in the next \(covered) min")
            case .now(let stop?, _): return words("Snow now, stopping in about \(stop) min")
            case .now(nil, let covered) where covered >= 120:
                return words("Snow now, for the next two hours at least")
            case .now(nil, let covered): return words("Snow now, for the next \(covered) min at least")
            case .starting(let start, let lasting?, _):
                return words("Snow starting in about \(start) min, stopping about \(lasting) min later")
            case .starting(let start, nil, let covered) where covered >= 120:
                return words("Snow starting in about \(start) min, lasting past the next two hours")
            case .starting(let start, nil, let covered):
                return words("Snow starting in about \(start) min, lasting past the next \(covered) min")
            case .unknown, .expired: return unknownOrExpired(outlook)
            }
        case .precipitation:
            switch outlook {
            case .dry(let covered) where covered >= 120:
                return words("no precipitation in the next two hours")
            case .dry(let covered): return words("no precipitation in the next \(covered) min")
            case .now(let stop?, _): return words("Precipitation now, stopping in about \(stop) min")
            case .now(nil, let covered) where covered >= 120:
                return words("Precipitation now, for the next two hours at least")
            case .now(nil, let covered):
                return words("Precipitation now, for the next \(covered) min at least")
            case .starting(let start, let lasting?, _):
                return words(
                    "Precipitation starting in about \(start) min, stopping about \(lasting) min later")
            case .starting(let start, nil, let covered) where covered >= 120:
                return words("Precipitation starting in about \(start) min, lasting past the next two hours")
            case .starting(let start, nil, let covered):
                return words(
                    "Precipitation starting in about \(start) min, lasting past the next \(covered) min")
            case .unknown, .expired: return unknownOrExpired(outlook)
            }
        }
    }

    private func unknownOrExpired(_ outlook: Nowcast.Outlook) -> String {
        if case .expired = outlook { return words("none kept for now: the last nowcast has run out") }
        return words("not known: the service gave no precipitation for now")
    }
}
