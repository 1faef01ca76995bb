import Domain
import FoundationEssentials

/// What stderr says when the place last found here stands in for a lookup that failed.
enum HereFallbackNotice {
    /// "showing the weather of the place last found here, Paris, FR, found 2 days ago: IPinfo's location
    /// lookup failed (HTTP 503)."
    /// Nil for a report that is no fallback, which says nothing.
    static func text(_ fallback: HereFallback, now: Date, words: Words) -> String? {
        guard case .fallback(let error) = fallback.origin else { return nil }
        let place = PlaceLabel.short(fallback.place, words)
        let age = AgeText(words).relative(now.timeIntervalSince(fallback.fetchedAt))
        let reason = FallbackReason.text(error, words: words)
        return words("showing the weather of the place last found here, \(place), found \(age): \(reason).")
    }
}
