import FoundationEssentials

/// The weather of a run of past days at a place, each day cut at the place's own midnights.
public struct PastWeather: Sendable {
    /// In date order, one a date.
    public let days: [PastDay]

    /// A day is preliminary while it is younger than this many days: the archive's early release (ERA5T)
    /// may be revised until the final one replaces it, two to three months after the day.
    public static let revisionDays = 92

    public init(days: [PastDay]) {
        self.days = days
    }

    /// The days of `dates` that are kept, each from the first of `runs` that has it, in date order.
    public init(_ dates: PastDays, from runs: [[PastDay]]) {
        var found: [LocalDate: PastDay] = [:]
        for day in runs.joined() where dates.contains(day.date) && found[day.date] == nil {
            found[day.date] = day
        }
        days = dates.dates.compactMap { found[$0] }
    }

    /// True when the days are exactly those of `dates`.
    public func covers(_ dates: PastDays) -> Bool {
        days.map(\.date) == dates.dates
    }

    /// When the oldest of the preliminary days was fetched, else the oldest of all: how old what may
    /// still change is. Nil for days none of which says when it was fetched.
    public var fetchedAt: Date? {
        let preliminary = days.filter(\.preliminary)
        return (preliminary.isEmpty ? days : preliminary).compactMap(\.fetchedAt).min()
    }

    /// True when any day may still be revised.
    public var isPreliminary: Bool { days.contains { $0.preliminary } }

    /// The same days, each without a time of fetching stamped at `date`.
    public func stamped(_ date: Date) -> PastWeather {
        PastWeather(days: days.map { $0.fetchedAt == nil ? $0.fetched(at: date) : $0 })
    }
}

/// One past day at a place: its values, its hours, and whether the archive may still revise it.
public struct PastDay: Sendable {
    public let date: LocalDate
    public let summary: PastDaySummary
    /// The hours the service gave within the day, in time order: 23, 24 or 25 of a whole day, by the
    /// changes of the place's clock.
    public let hours: [PastHour]
    /// True for a day fetched while it was younger than `PastWeather.revisionDays`: it is fetched again
    /// once its copy is older than the cache lifetime. A day fetched later is final and kept for good.
    public let preliminary: Bool
    /// When it was fetched; nil for a day just fetched, until it is kept.
    public let fetchedAt: Date?

    public init(
        date: LocalDate, summary: PastDaySummary, hours: [PastHour], preliminary: Bool, fetchedAt: Date?
    ) {
        self.date = date
        self.summary = summary
        self.hours = hours
        self.preliminary = preliminary
        self.fetchedAt = fetchedAt
    }

    /// The same day, fetched at `date`.
    public func fetched(at date: Date) -> PastDay {
        PastDay(date: self.date, summary: summary, hours: hours, preliminary: preliminary, fetchedAt: date)
    }

    /// True when a kept copy of the day may stand for it at `now`: final, or preliminary and fetched within
    /// `lifetime`.
    public func isCurrent(at now: Date, lifetime: TimeInterval) -> Bool {
        guard preliminary else { return true }
        guard let fetchedAt else { return false }
        let age = now.timeIntervalSince(fetchedAt)
        return age >= 0 && age <= lifetime
    }

    /// True when `date` is young enough at `today` for the archive to revise it.
    public static func isPreliminary(_ date: LocalDate, today: LocalDate) -> Bool {
        today.daysSinceEpoch - date.daysSinceEpoch < PastWeather.revisionDays
    }
}
