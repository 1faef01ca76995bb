import Domain
import FoundationEssentials

/// What stderr says when the place last found here stands in for a lookup that failed.
enum HereFallbackNotice {
    /// "showing the weather of the place last found here, Paris, FR, found 2 days ago: IPinfo's location
    /// lookup failed (HTTP 503)."
    static func text(_ fallback: HereFallback, now: Date) -> String {
        "showing the weather of the place last found here, \(PlaceLabel.short(fallback.place)), found "
            + "\(AgeText.relative(now.timeIntervalSince(fallback.foundAt))): \(FallbackReason.text(fallback.reason))."
    }
}
