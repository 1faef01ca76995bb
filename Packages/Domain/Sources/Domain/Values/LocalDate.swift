import FoundationEssentials

/// A calendar day (proleptic Gregorian) at a place, found from a UTC offset without any time zone database.
public struct LocalDate: Sendable, Equatable, Hashable, Comparable {
    public let year: Int
    /// 1 through 12.
    public let month: Int
    /// 1 through 31.
    public let day: Int
    /// Days since 1970-01-01.
    public let daysSinceEpoch: Int

    /// The day that contains `date` at a place `utcOffsetSeconds` ahead of UTC.
    public init(containing date: Date, utcOffsetSeconds: Int) {
        let local = date.timeIntervalSince1970 + Double(utcOffsetSeconds)
        self.init(daysSinceEpoch: Int(saturating: (local / 86_400).rounded(.down)))
    }

    /// Days either side of 1970-01-01 a date may lie (about 2.7 million years): a day further off, which
    /// only a broken value can name, is held at this bound rather than overflow the calendar's arithmetic.
    static let dayLimit = 1_000_000_000

    /// The day `daysSinceEpoch` days after 1970-01-01 (before it when negative), held within `dayLimit`.
    public init(daysSinceEpoch: Int) {
        let daysSinceEpoch = min(max(daysSinceEpoch, -Self.dayLimit), Self.dayLimit)
        // Howard Hinnant's civil_from_days: eras of 400 years starting on 1 March.
        let shifted = daysSinceEpoch + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        self.daysSinceEpoch = daysSinceEpoch
    }

    /// The day `year`-`month`-`day`; nil when the month has no such day or the year lies beyond the
    /// calendar's bound (`dayLimit` days, about 2.7 million years, either side of 1970).
    public init?(year: Int, month: Int, day: Int) {
        let yearLimit = Self.dayLimit / 366
        guard (-yearLimit...yearLimit).contains(year), (1...12).contains(month),
            (1...Self.length(ofMonth: month, in: year)).contains(day)
        else { return nil }
        // Howard Hinnant's days_from_civil: years start on 1 March, so that the leap day ends a year.
        let marchYear = month <= 2 ? year - 1 : year
        let era = (marchYear >= 0 ? marchYear : marchYear - 399) / 400
        let yearOfEra = marchYear - era * 400
        let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        self.init(daysSinceEpoch: era * 146_097 + dayOfEra - 719_468)
    }

    /// The number of days of `month` (1 through 12) in `year`.
    static func length(ofMonth month: Int, in year: Int) -> Int {
        let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        switch month {
        case 2: return isLeap ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// 0 for Sunday through 6 for Saturday.
    public var weekday: Int {
        ((daysSinceEpoch + 4) % 7 + 7) % 7
    }

    /// "2024-05-01".
    public var isoText: String {
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(year)-\(two(month))-\(two(day))"
    }

    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
        lhs.daysSinceEpoch < rhs.daysSinceEpoch
    }
}
