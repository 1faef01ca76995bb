import Domain
import FoundationEssentials

/// Times at a place, from the place's own offset from UTC: no time zone database is consulted.
enum LocalTimeText {
    /// "05:12" (or "5:12 AM" on a 12-hour clock, as `language` writes it): hours and minutes at the place.
    static func clock(
        _ date: Date, utcOffsetSeconds: Int, style: ClockStyle = .twentyFourHour,
        language: Language = .english
    ) -> String {
        let time = CivilTime(date, utcOffsetSeconds: utcOffsetSeconds)
        return hoursAndMinutes(time, style: style, language: language)
    }

    /// "2024-05-01 20:55" (or "2024-05-01 8:55 PM"): date and time at the place.
    static func dateTime(
        _ date: Date, utcOffsetSeconds: Int, style: ClockStyle = .twentyFourHour,
        language: Language = .english
    ) -> String {
        let time = CivilTime(date, utcOffsetSeconds: utcOffsetSeconds)
        let clock = hoursAndMinutes(time, style: style, language: language)
        return "\(time.year)-\(two(time.month))-\(two(time.day)) \(clock)"
    }

    /// "20:55", or "8:55 PM" with midnight "12:00 AM" and noon "12:00 PM" (as `language` writes them).
    private static func hoursAndMinutes(_ time: CivilTime, style: ClockStyle, language: Language) -> String {
        switch style {
        case .twentyFourHour: "\(two(time.hour)):\(two(time.minute))"
        case .twelveHour: language.twelveHourTime(hour: time.hour, minutes: two(time.minute))
        }
    }

    /// "2024-05-01 20:57 local time (UTC+09:00)": when a reading was taken, with the offset it is shown in.
    static func observed(_ date: Date, utcOffsetSeconds: Int, style: ClockStyle, words: Words) -> String {
        let (time, zone) = (
            dateTime(date, utcOffsetSeconds: utcOffsetSeconds, style: style, language: words.language),
            offset(utcOffsetSeconds)
        )
        return words("\(time) local time (\(zone))")
    }

    /// "UTC+09:00", "UTC-05:00", "UTC+05:30", or "UTC" at zero.
    static func offset(_ seconds: Int) -> String {
        guard seconds != 0 else { return "UTC" }
        let minutes = abs(seconds) / 60
        return "UTC\(seconds < 0 ? "-" : "+")\(two(minutes / 60)):\(two(minutes % 60))"
    }

    private static func two(_ number: Int) -> String {
        number < 10 ? "0\(number)" : "\(number)"
    }
}

/// A moment as a wall clock at a fixed offset from UTC shows it, in the proleptic Gregorian calendar.
///
/// Plain arithmetic on the count of days since 1970: a `Calendar` gives the same fields, but setting
/// one up for a time zone costs 1.7 million instructions, a tenth of a whole `show`.
struct CivilTime: Equatable {
    let year: Int
    let month: Int
    let day: Int
    let hour: Int
    let minute: Int

    /// The widest offset from UTC a time zone can have; a wider one is taken as UTC.
    static let maximumOffsetSeconds = 18 * 3_600

    /// Seconds are truncated towards the past; moments beyond about ±31,000 years are held at that bound.
    init(_ date: Date, utcOffsetSeconds: Int) {
        let bound = 1_000_000_000_000.0
        let interval = date.timeIntervalSince1970
        let clamped = interval.isNaN ? 0 : min(max(interval, -bound), bound)
        let widest = Self.maximumOffsetSeconds
        let offset = (-widest...widest).contains(utcOffsetSeconds) ? utcOffsetSeconds : 0
        let seconds = Int(clamped.rounded(.down)) + offset
        let (days, secondOfDay) = Self.floorDivision(seconds, 86_400)
        hour = secondOfDay / 3_600
        minute = secondOfDay % 3_600 / 60
        let date = LocalDate(daysSinceEpoch: days)
        (year, month, day) = (date.year, date.month, date.day)
    }

    /// Quotient rounded towards minus infinity, and a remainder that is never negative.
    private static func floorDivision(_ value: Int, _ divisor: Int) -> (quotient: Int, remainder: Int) {
        let remainder = value % divisor
        return remainder < 0 ? (value / divisor - 1, remainder + divisor) : (value / divisor, remainder)
    }
}
