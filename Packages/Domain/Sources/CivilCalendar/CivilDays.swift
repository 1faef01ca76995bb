/// Days of the proleptic Gregorian calendar counted from 1970-01-01 (day 0), as POSIX time counts them:
/// the one place wxapp turns a day number into a date and back. Years are counted from 1 March here, so
/// that the leap day ends a year, and 400 years (146,097 days) repeat exactly.
public enum CivilDays {
    /// The day number of `year`-`month`-`day`; `day` may run past the month's end into the next.
    @inlinable
    public static func number(year: Int64, month: Int, day: Int) -> Int64 {
        let marchYear = month <= 2 ? year - 1 : year
        let era = (marchYear >= 0 ? marchYear : marchYear - 399) / 400
        let yearOfEra = marchYear - era * 400
        let dayOfYear = (153 * Int64((month + 9) % 12) + 2) / 5 + Int64(day) - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The year, month (1 through 12) and day of the month of day `number`.
    @inlinable
    public static func date(ofDay number: Int64) -> (year: Int64, month: Int, day: Int) {
        let days = number + 719_468
        let era = (days >= 0 ? days : days - 146_096) / 146_097
        let dayOfEra = days - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = Int(dayOfYear - (153 * monthFromMarch + 2) / 5 + 1)
        let month = Int(monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9)
        // January and February belong to the next calendar year of a year that starts in March.
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The day of the week of day `number`, 0 for Sunday to 6 for Saturday (1970-01-01 was a Thursday).
    @inlinable
    public static func weekday(ofDay number: Int64) -> Int {
        Int(((number + 4) % 7 + 7) % 7)
    }

    @inlinable
    public static func isLeap(_ year: Int64) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// The number of days of `month` (1 through 12) in `year`.
    @inlinable
    public static func length(ofMonth month: Int, in year: Int64) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
