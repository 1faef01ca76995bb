/// What `--date` says, read before the place is known: days of the calendar, or a day counted back from
/// the place's today, which only the place's own clock turns into a date.
public enum PastDaysQuery: Sendable {
    /// `YYYY-MM-DD`, or `YYYY-MM-DD..YYYY-MM-DD` (both days included).
    case days(PastDays)
    /// The day so many days before the place's today: `yesterday` is 1, `-3` (or `−3`) is 3, `today` and
    /// `-0` are 0.
    case daysAgo(Int)

    /// The most digits of a count of days back: a million days reach back past 1940 from any today.
    static let countDigits = 6

    /// Reads `text` as `--date` takes it; throws a usage problem for anything else, for a day before
    /// 1940, a run whose last day is before its first, and one of more than 366 days.
    public init(_ text: String) throws(WeatherError) {
        let trimmed = text.trimmingWhitespace()
        switch trimmed.lowercased() {
        case "yesterday":
            self = .daysAgo(1)
            return
        case "today":
            self = .daysAgo(0)
            return
        default: break
        }
        // The command line hands "-3" over with a minus sign, so that it is not taken for an option.
        if trimmed.hasPrefix("-") || trimmed.hasPrefix("\u{2212}"),
            let count = Self.count(trimmed.dropFirst())
        {
            self = .daysAgo(count)
            return
        }
        let ends = trimmed.split(separator: "..", omittingEmptySubsequences: false).map(String.init)
        guard (1...2).contains(ends.count), let first = LocalDate(isoText: ends[0]),
            let last = LocalDate(isoText: ends[ends.count - 1])
        else { throw .invalidPastDays(.unreadable(text)) }
        for date in [first, last] where date < PastDays.earliest {
            throw .invalidPastDays(.beforeRecords(date))
        }
        if last < first { throw .invalidPastDays(.reversed(first: first, last: last)) }
        guard let days = PastDays(first: first, last: last) else {
            throw .invalidPastDays(
                .tooLong(first: first, last: last, days: PastDays.count(first, last)))
        }
        self = .days(days)
    }

    /// The days meant at a place whose today is `today`; throws when they reach today or later there (today
    /// is not over), or, counted back, before 1940.
    public func days(today: LocalDate) throws(WeatherError) -> PastDays {
        let yesterday = LocalDate(daysSinceEpoch: today.daysSinceEpoch - 1)
        switch self {
        case .days(let days):
            guard days.last < today else {
                throw .invalidPastDays(.notPast(days.last, yesterday: yesterday))
            }
            return days
        case .daysAgo(let count):
            let date = LocalDate(daysSinceEpoch: today.daysSinceEpoch - count)
            guard count > 0 else { throw .invalidPastDays(.notPast(date, yesterday: yesterday)) }
            guard let days = PastDays(date) else { throw .invalidPastDays(.beforeRecords(date)) }
            return days
        }
    }

    /// The count `digits` write (one to six ASCII digits), or nil.
    private static func count(_ digits: Substring) -> Int? {
        guard (1...countDigits).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber })
        else { return nil }
        return Int(digits)
    }
}

/// Why what `--date` says cannot be shown.
public enum PastDaysProblem: Sendable, Equatable {
    /// Not a form `--date` takes; the text as typed.
    case unreadable(String)
    /// A day before `PastDays.earliest`, where the archive begins.
    case beforeRecords(LocalDate)
    /// A day that is today or later at the place, whose latest past day is `yesterday`.
    case notPast(LocalDate, yesterday: LocalDate)
    /// A run whose last day comes before its first.
    case reversed(first: LocalDate, last: LocalDate)
    /// A run of more than `PastDays.mostDays` days.
    case tooLong(first: LocalDate, last: LocalDate, days: Int)
}
