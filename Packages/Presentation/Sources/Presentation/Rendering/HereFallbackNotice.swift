import Domain
import FoundationEssentials

/// What stderr says when the place last found here stands in for a lookup that failed.
enum HereFallbackNotice {
    /// "showing the weather of the place last found here, Paris, FR, found 2 days ago: IPinfo's location
    /// lookup failed (HTTP 503)."
    static func text(_ fallback: HereFallback, now: Date, words: Words) -> String {
        let place = PlaceLabel.short(fallback.place, words)
        let age = AgeText(words).relative(now.timeIntervalSince(fallback.foundAt))
        let reason = FallbackReason.text(fallback.reason, words: words)
        return words("showing the weather of the place last found here, \(place), found \(age): \(reason).")
    }
}
