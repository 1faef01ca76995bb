import FoundationEssentials

/// Reads an HTTP `Retry-After` value: a number of seconds, or an HTTP date.
public enum RetryAfter {
    /// How long to wait from `now`; nil when the value is neither form. A date in the past means no wait.
    public static func delay(_ value: String, now: Date) -> Duration? {
        let text = value.trimmingASCIIWhitespace()
        if !text.isEmpty, text.allSatisfy(\.isASCII), text.allSatisfy(\.isNumber) {
            return Int(text).map { .seconds($0) } ?? .seconds(Int.max / 2)
        }
        guard let date = HTTPDate.parse(text) else { return nil }
        return .milliseconds(Int64(max(0, date.timeIntervalSince(now)) * 1_000))
    }
}
