import FoundationEssentials

/// A run of a place's own calendar days in the past, first through last: what `show --date` shows.
public struct PastDays: Sendable, Equatable {
    public let first: LocalDate
    public let last: LocalDate

    /// The first day the archive holds: ERA5 begins on 1 January 1940.
    public static let earliest = LocalDate(year: 1940, month: 1, day: 1)!
    /// The most days shown at once: a leap year's.
    public static let mostDays = 366

    /// The days from `first` through `last`: one day when they are the same. Nil when `last` is before
    /// `first`, or `first` is before `earliest`, or they span more than `mostDays`.
    public init?(first: LocalDate, last: LocalDate) {
        guard first >= Self.earliest, first <= last, Self.count(first, last) <= Self.mostDays else {
            return nil
        }
        self.first = first
        self.last = last
    }

    /// One day.
    public init?(_ date: LocalDate) {
        self.init(first: date, last: date)
    }

    /// How many days the run holds.
    public var count: Int { Self.count(first, last) }

    /// Every day of the run, in order.
    public var dates: [LocalDate] {
        (first.daysSinceEpoch...last.daysSinceEpoch).map(LocalDate.init(daysSinceEpoch:))
    }

    public func contains(_ date: LocalDate) -> Bool {
        first <= date && date <= last
    }

    /// "2024-07-14" for one day, "2024-07-01..2024-07-14" for several: as `--date` takes them.
    public var isoText: String {
        first == last ? first.isoText : first.isoText + ".." + last.isoText
    }

    static func count(_ first: LocalDate, _ last: LocalDate) -> Int {
        last.daysSinceEpoch - first.daysSinceEpoch + 1
    }
}

extension LocalDate {
    /// The day written `YYYY-MM-DD`, four digits, two and two; nil for any other text or a day the
    /// calendar lacks ("2023-02-29").
    public init?(isoText text: String) {
        let characters = Array(text.utf8)
        guard characters.count == 10, characters[4] == UInt8(ascii: "-"), characters[7] == UInt8(ascii: "-")
        else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                let digit = Int(characters[index]) - Int(UInt8(ascii: "0"))
                guard (0...9).contains(digit) else { return nil }
                value = value * 10 + digit
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else {
            return nil
        }
        self.init(year: year, month: month, day: day)
    }
}
