import FoundationEssentials

/// Times at a place, in the place's own offset from UTC.
enum LocalTimeText {
    /// "05:12": hours and minutes at the place.
    static func clock(_ date: Date, utcOffsetSeconds: Int) -> String {
        let parts = components(date, utcOffsetSeconds: utcOffsetSeconds)
        return "\(two(parts.hour)):\(two(parts.minute))"
    }

    /// "2024-05-01 20:55": date and time at the place.
    static func dateTime(_ date: Date, utcOffsetSeconds: Int) -> String {
        let parts = components(date, utcOffsetSeconds: utcOffsetSeconds)
        return
            "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day)) \(two(parts.hour)):\(two(parts.minute))"
    }

    /// "UTC+09:00", "UTC-05:00", "UTC+05:30", or "UTC" at zero.
    static func offset(_ seconds: Int) -> String {
        guard seconds != 0 else { return "UTC" }
        let minutes = abs(seconds) / 60
        return "UTC\(seconds < 0 ? "-" : "+")\(two(minutes / 60)):\(two(minutes % 60))"
    }

    private static func components(_ date: Date, utcOffsetSeconds: Int) -> DateComponents {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: utcOffsetSeconds) ?? TimeZone(secondsFromGMT: 0)!
        return calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    }

    private static func two(_ value: Int?) -> String {
        let number = value ?? 0
        return number < 10 ? "0\(number)" : "\(number)"
    }
}
