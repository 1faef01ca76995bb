import FoundationEssentials

/// How old data is, in words: "just now", "3 min ago", "2 h ago", "1 day ago", "3 days ago", "2 years ago".
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

    /// The age as it reads after "from": "25 min ago", or "less than a minute ago".
    static func since(_ seconds: TimeInterval) -> String {
        let text = relative(seconds)
        return text == "just now" ? "less than a minute ago" : text
    }
}
