import Foundation

/// Reads an HTTP `Retry-After` value: a number of seconds, or an HTTP date.
public enum RetryAfter {
    /// How long to wait from `now`; nil when the value is neither form. A date in the past means no wait.
    public static func delay(_ value: String, now: Date) -> Duration? {
        let text = value.trimmingCharacters(in: .whitespaces)
        if !text.isEmpty, text.allSatisfy(\.isASCII), text.allSatisfy(\.isNumber) {
            return Int(text).map { .seconds($0) } ?? .seconds(Int.max / 2)
        }
        guard let date = httpDate(text) else { return nil }
        return .milliseconds(Int64(max(0, date.timeIntervalSince(now)) * 1_000))
    }

    /// IMF-fixdate ("Sun, 06 Nov 1994 08:49:37 GMT") and the obsolete RFC 850 and asctime forms.
    static func httpDate(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        for format in [
            "EEE, dd MMM yyyy HH:mm:ss 'GMT'", "EEEE, dd-MMM-yy HH:mm:ss 'GMT'", "EEE MMM d HH:mm:ss yyyy",
        ] {
            formatter.dateFormat = format
            if let date = formatter.date(from: text) {
                return date
            }
        }
        return nil
    }
}
