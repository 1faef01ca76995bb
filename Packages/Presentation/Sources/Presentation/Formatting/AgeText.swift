import FoundationEssentials

/// How old data is, in words: "just now", "3 min ago", "2 h ago", "1 day ago", "3 days ago", "2 years ago";
/// every age printed says what it is the age of, "observed" (the reading) or "fetched" (wxapp's copy).
struct AgeText: LanguageText {
    let words: Words

    func relative(_ seconds: TimeInterval) -> String {
        guard !Self.isJustNow(seconds) else { return words("just now") }
        let whole = Int(min(seconds, 1e12))
        switch whole {
        case ..<3_600:
            let minutes = whole / 60
            return words.plural(minutes, "\(minutes) min ago", "\(minutes) min ago")
        case ..<86_400:
            let hours = whole / 3_600
            return words.plural(hours, "\(hours) h ago", "\(hours) h ago")
        case ..<31_536_000:
            let days = whole / 86_400
            return words.plural(days, "\(days) day ago", "\(days) days ago")
        default:
            let years = whole / 31_536_000
            return words.plural(years, "\(years) year ago", "\(years) years ago")
        }
    }

    /// The age of wxapp's copy: "fetched 3 min ago", "fetched 3 h ago (stale)", "fetched just now".
    /// Each is a sentence of its own, not a fragment dropped into another: "gerade eben abgerufen",
    /// "たった今取得", "3時間前に取得（古いデータ）", where the word order or particle of "fetched {0}" fits
    /// neither "just now" nor an age marked stale.
    func fetched(_ seconds: TimeInterval, stale: Bool = false) -> String {
        guard !Self.isJustNow(seconds) else { return words("fetched just now") }
        let age = relative(seconds)
        return stale ? words("fetched \(age) (stale)") : words("fetched \(age)")
    }

    /// The age of the reading itself, from when the service measured it: "observed 11 min ago",
    /// "observed 3 h ago (stale)", "observed just now" (sentences of their own, as `fetched` says).
    func observed(_ seconds: TimeInterval, stale: Bool = false) -> String {
        guard !Self.isJustNow(seconds) else { return words("observed just now") }
        let age = relative(seconds)
        return stale ? words("observed \(age) (stale)") : words("observed \(age)")
    }

    /// "12 min ago (stale)" when `stale`, as a table's column shows an age alone; an age that reads "just now"
    /// is never called stale.
    func marked(_ seconds: TimeInterval, stale: Bool) -> String {
        guard stale, !Self.isJustNow(seconds) else { return relative(seconds) }
        return markedStale(relative(seconds))
    }

    /// Under a minute, or no age that can be told: what reads "just now".
    private static func isJustNow(_ seconds: TimeInterval) -> Bool {
        !(seconds.isFinite && seconds >= 60)
    }

    /// "12 min ago (stale)": an age older than it should be.
    func markedStale(_ age: String) -> String {
        words("\(age) (stale)")
    }

    /// "observed 11 min ago; fetched 1 min ago": both ages of a reading, each marked stale where it is
    /// (a reading already old when fetched; a copy older than the cache lifetime).
    func both(observed: TimeInterval, fetched: TimeInterval, lateReading: Bool, staleCopy: Bool) -> String {
        self.observed(observed, stale: lateReading) + words.clauseSeparator
            + self.fetched(fetched, stale: staleCopy)
    }
}
