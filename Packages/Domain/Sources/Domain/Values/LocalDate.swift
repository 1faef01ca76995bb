import CivilCalendar
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
        let date = CivilDays.date(ofDay: Int64(daysSinceEpoch))
        year = Int(date.year)
        month = date.month
        day = date.day
        self.daysSinceEpoch = daysSinceEpoch
    }

    /// The day `year`-`month`-`day`; nil when the month has no such day or the year lies beyond the
    /// calendar's bound (`dayLimit` days, about 2.7 million years, either side of 1970).
    public init?(year: Int, month: Int, day: Int) {
        let yearLimit = Self.dayLimit / 366
        guard (-yearLimit...yearLimit).contains(year), (1...12).contains(month),
            (1...Self.length(ofMonth: month, in: year)).contains(day)
        else { return nil }
        self.init(daysSinceEpoch: Int(CivilDays.number(year: Int64(year), month: month, day: day)))
    }

    /// The number of days of `month` (1 through 12) in `year`.
    static func length(ofMonth month: Int, in year: Int) -> Int {
        CivilDays.length(ofMonth: month, in: Int64(year))
    }

    /// 0 for Sunday through 6 for Saturday.
    public var weekday: Int {
        CivilDays.weekday(ofDay: Int64(daysSinceEpoch))
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
