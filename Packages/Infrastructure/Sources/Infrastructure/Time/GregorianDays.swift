/// Days of the proleptic Gregorian calendar counted from 1970-01-01 (day 0), as POSIX time counts them, in
/// the 64-bit numbers TZif files use. Domain's `LocalDate` does the same arithmetic for the app; this
/// package depends on no module of the app's, so it keeps its own.
enum GregorianDays {
    static let secondsPerDay: Int64 = 86_400

    /// The day number of `year`-`month`-`day`; `day` may run past the month's end into the next.
    static func number(year: Int64, month: Int, day: Int) -> Int64 {
        // Years start on 1 March here, so that the leap day ends a year; 400 years repeat exactly.
        let marchYear = month <= 2 ? year - 1 : year
        let era = (marchYear >= 0 ? marchYear : marchYear - 399) / 400
        let yearOfEra = marchYear - era * 400
        let monthFromMarch = Int64((month + 9) % 12)
        let dayOfYear = (153 * monthFromMarch + 2) / 5 + Int64(day) - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The calendar year that day `number` falls in.
    static func year(ofDay number: Int64) -> Int64 {
        let days = number + 719_468
        let era = (days >= 0 ? days : days - 146_096) / 146_097
        let dayOfEra = days - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        // January and February belong to the next calendar year of a year that starts in March.
        return yearOfEra + era * 400 + (monthFromMarch >= 10 ? 1 : 0)
    }

    /// The day of the week of day `number`, 0 for Sunday to 6 for Saturday (1970-01-01 was a Thursday).
    static func weekday(ofDay number: Int64) -> Int {
        Int(((number + 4) % 7 + 7) % 7)
    }

    static func isLeap(_ year: Int64) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    static func length(ofMonth month: Int, in year: Int64) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
