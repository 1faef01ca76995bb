import FoundationEssentials

/// Reads an HTTP `Retry-After` value: a number of seconds, or an HTTP date.
public enum RetryAfter {
    /// How long to wait from `now`; nil when the value is neither form. A date in the past means no wait.
    public static func delay(_ value: String, now: Date) -> Duration? {
        if let seconds = seconds(value) { return .seconds(seconds) }
        guard let date = HTTPDate.parse(value.trimmingASCIIWhitespace()) else { return nil }
        return .milliseconds(Int64(max(0, date.timeIntervalSince(now)) * 1_000))
    }

    /// The seconds of a value in the seconds form ("120"), for a reader without a clock; nil for a date or
    /// anything else, a negative number included.
    public static func seconds(_ value: String) -> Int? {
        let text = value.trimmingASCIIWhitespace()
        guard !text.isEmpty, text.allSatisfy(\.isASCII), text.allSatisfy(\.isNumber) else { return nil }
        return Int(text) ?? Int.max / 2
    }
}
