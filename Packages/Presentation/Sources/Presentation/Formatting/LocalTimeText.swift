import FoundationEssentials

/// Times at a place, from the place's own offset from UTC: no time zone database is consulted.
enum LocalTimeText {
    /// "05:12" (or "5:12 AM" on a 12-hour clock): hours and minutes at the place.
    static func clock(_ date: Date, utcOffsetSeconds: Int, style: ClockStyle = .twentyFourHour) -> String {
        let time = CivilTime(date, utcOffsetSeconds: utcOffsetSeconds)
        return hoursAndMinutes(time, style: style)
    }

    /// "2024-05-01 20:55" (or "2024-05-01 8:55 PM"): date and time at the place.
    static func dateTime(_ date: Date, utcOffsetSeconds: Int, style: ClockStyle = .twentyFourHour) -> String {
        let time = CivilTime(date, utcOffsetSeconds: utcOffsetSeconds)
        return "\(time.year)-\(two(time.month))-\(two(time.day)) \(hoursAndMinutes(time, style: style))"
    }

    /// "20:55", or "8:55 PM" with midnight "12:00 AM" and noon "12:00 PM".
    private static func hoursAndMinutes(_ time: CivilTime, style: ClockStyle) -> String {
        switch style {
        case .twentyFourHour:
            return "\(two(time.hour)):\(two(time.minute))"
        case .twelveHour:
            let hour = time.hour % 12 == 0 ? 12 : time.hour % 12
            return "\(hour):\(two(time.minute)) \(time.hour < 12 ? "AM" : "PM")"
        }
    }

    /// "2024-05-01 20:57 local time (UTC+09:00)": when a reading was taken, with the offset it is shown in.
    static func observed(_ date: Date, utcOffsetSeconds: Int, style: ClockStyle, words: Words) -> String {
        let (time, zone) = (
            dateTime(date, utcOffsetSeconds: utcOffsetSeconds, style: style), offset(utcOffsetSeconds)
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
        (year, month, day) = Self.civilDate(daysSince1970: days)
    }

    /// Year, month and day of a day count, by whole 400-year cycles (146,097 days each) counted
    /// from 1 March 0000, so that a leap day falls at the end of its year (the algorithm Howard
    /// Hinnant describes in "chrono-Compatible Low-Level Date Algorithms").
    private static func civilDate(daysSince1970: Int) -> (year: Int, month: Int, day: Int) {
        let (era, dayOfEra) = floorDivision(daysSince1970 + 719_468, 146_097)
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153  // 0 is March, 11 is February
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (era * 400 + yearOfEra + (month <= 2 ? 1 : 0), month, day)
    }

    /// Quotient rounded towards minus infinity, and a remainder that is never negative.
    private static func floorDivision(_ value: Int, _ divisor: Int) -> (quotient: Int, remainder: Int) {
        let remainder = value % divisor
        return remainder < 0 ? (value / divisor - 1, remainder + divisor) : (value / divisor, remainder)
    }
}
