import FoundationEssentials

/// How old data is, in words: "just now", "3 min ago", "2 h ago", "1 day ago", "3 days ago", "2 years ago";
/// every age printed says what it is the age of, "observed" (the reading) or "fetched" (wxapp's copy).
enum AgeText {
    static func relative(_ seconds: TimeInterval) -> String {
        guard seconds.isFinite, seconds >= 60 else { return "just now" }
        let whole = Int(min(seconds, 1e12))
        switch whole {
        case ..<3_600: return "\(whole / 60) min ago"
        case ..<86_400: return "\(whole / 3_600) h ago"
        case ..<31_536_000:
            let days = whole / 86_400
            return days == 1 ? "1 day ago" : "\(days) days ago"
        default:
            let years = whole / 31_536_000
            return years == 1 ? "1 year ago" : "\(years) years ago"
        }
    }

    /// The age of wxapp's copy: "fetched 3 min ago", "fetched just now".
    static func fetched(_ seconds: TimeInterval, stale: Bool = false) -> String {
        "fetched \(marked(seconds, stale: stale))"
    }

    /// The age of the reading itself, from when the service measured it: "observed 11 min ago".
    static func observed(_ seconds: TimeInterval, stale: Bool = false) -> String {
        "observed \(marked(seconds, stale: stale))"
    }

    /// "12 min ago (stale)" when `stale`; an age that reads "just now" is never called stale.
    static func marked(_ seconds: TimeInterval, stale: Bool) -> String {
        let text = relative(seconds)
        return stale && text != "just now" ? "\(text) (stale)" : text
    }

    /// "observed 11 min ago; fetched 1 min ago": both ages of a reading, each marked stale where it is
    /// (a reading already old when fetched; a copy older than the cache lifetime).
    static func both(observed: TimeInterval, fetched: TimeInterval, lateReading: Bool, staleCopy: Bool)
        -> String
    {
        "\(Self.observed(observed, stale: lateReading)); \(Self.fetched(fetched, stale: staleCopy))"
    }
}
