import CivilCalendar

/// A POSIX TZ string's rule, such as "CET-1CEST,M3.5.0,M10.5.0/3": a standard offset and, where the zone
/// keeps daylight saving time, its offset and the yearly changes into and out of it.
///
/// A TZif file's footer holds one; it gives the offset at instants after the file's last transition.
struct POSIXTimeZoneRule: Sendable, Equatable {
    /// Seconds east of UTC (the TZ string writes them west of it: "CET-1" is one hour east).
    let standardOffset: Int
    let daylight: Daylight?

    /// Daylight saving time: its offset, and when it starts and ends in each year.
    struct Daylight: Sendable, Equatable {
        /// Seconds east of UTC.
        let offset: Int
        /// In local standard time.
        let start: Change
        /// In local daylight saving time.
        let end: Change
    }

    /// A yearly change of offset: a day of the year and a local time on it.
    struct Change: Sendable, Equatable {
        let day: Day
        /// Seconds after that day's midnight, from -167 to 167 hours: "M3.5.0/-1" falls on the Saturday.
        let time: Int
    }

    /// How a change's day is named.
    enum Day: Sendable, Equatable {
        /// "Jn": day 1 to 365, never counting 29 February, so that "J60" is always 1 March.
        case julian(Int)
        /// "n": day 0 to 365, counting 29 February in leap years.
        case zeroBased(Int)
        /// "Mm.w.d": weekday `weekday` (0 is Sunday) of week `week` (1 to 5, 5 being the last) of `month`.
        case monthWeekDay(month: Int, week: Int, weekday: Int)
    }

    /// Seconds east of UTC at `instant` (seconds since 1970 UTC).
    func utcOffset(at instant: Int64) -> Int {
        guard let daylight else { return standardOffset }
        let localDay = Self.floorDivide(instant + Int64(standardOffset), Self.secondsPerDay)
        let year = CivilDays.date(ofDay: localDay).year
        // The changes of the year before and after too: a change may lie days away from its nominal date, so
        // the last one before `instant` may belong to either. Of changes at one instant the later year's
        // wins, so that DST kept all year ("0/0,J365/25") never ends.
        var latest: (instant: Int64, offset: Int)?
        for changeYear in (year - 1)...(year + 1) {
            let start = daylight.start.instant(in: changeYear, offset: standardOffset)
            let end = daylight.end.instant(in: changeYear, offset: daylight.offset)
            let changes = [(start, daylight.offset), (end, standardOffset)].sorted { $0.0 < $1.0 }
            for change in changes where change.0 <= instant && change.0 >= (latest?.instant ?? .min) {
                latest = change
            }
        }
        return latest?.offset ?? standardOffset
    }

    static let secondsPerDay: Int64 = 86_400

    static func floorDivide(_ value: Int64, _ divisor: Int64) -> Int64 {
        let quotient = value / divisor
        return value % divisor < 0 ? quotient - 1 : quotient
    }
}

extension POSIXTimeZoneRule.Change {
    /// The UTC instant of this change in `year`, its local time read with `offset`, the offset in effect
    /// before it.
    func instant(in year: Int64, offset: Int) -> Int64 {
        let dayNumber: Int64
        switch day {
        case .julian(let day):
            let leapDay = CivilDays.isLeap(year) && day >= 60 ? 1 : 0
            dayNumber = CivilDays.number(year: year, month: 1, day: day + leapDay)
        case .zeroBased(let day):
            dayNumber = CivilDays.number(year: year, month: 1, day: day + 1)
        case .monthWeekDay(let month, let week, let weekday):
            let first = CivilDays.number(year: year, month: month, day: 1)
            var dayOfMonth = (weekday - CivilDays.weekday(ofDay: first) + 7) % 7 + 7 * (week - 1)
            if dayOfMonth >= CivilDays.length(ofMonth: month, in: year) { dayOfMonth -= 7 }
            dayNumber = first + Int64(dayOfMonth)
        }
        return dayNumber * POSIXTimeZoneRule.secondsPerDay + Int64(time) - Int64(offset)
    }
}
