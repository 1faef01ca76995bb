import Domain

/// Calendar days as the forecast names them, in the language of the output, whatever the machine's locale.
struct DayText: LanguageText {
    let words: Words

    /// "Wed 1 May": the weekday, the day and the month, in the language's order.
    func short(_ date: LocalDate) -> String {
        let (weekday, day) = (self.weekday(date), number(of: date.day))
        switch (date.month - 1) % 12 + 1 {
        case 1: return words("\(weekday) \(day) Jan")
        case 2: return words("\(weekday) \(day) Feb")
        case 3: return words("\(weekday) \(day) Mar")
        case 4: return words("\(weekday) \(day) Apr")
        case 5: return words("\(weekday) \(day) May")
        case 6: return words("\(weekday) \(day) Jun")
        case 7: return words("\(weekday) \(day) Jul")
        case 8: return words("\(weekday) \(day) Aug")
        case 9: return words("\(weekday) \(day) Sep")
        case 10: return words("\(weekday) \(day) Oct")
        case 11: return words("\(weekday) \(day) Nov")
        default: return words("\(weekday) \(day) Dec")
        }
    }

    /// "24 November".
    func dayAndMonth(day: Int, month: Int) -> String {
        let day = number(of: day)
        return switch (month - 1 + 12) % 12 + 1 {
        case 1: words("\(day) January")
        case 2: words("\(day) February")
        case 3: words("\(day) March")
        case 4: words("\(day) April")
        case 5: words("\(day) May")
        case 6: words("\(day) June")
        case 7: words("\(day) July")
        case 8: words("\(day) August")
        case 9: words("\(day) September")
        case 10: words("\(day) October")
        case 11: words("\(day) November")
        default: words("\(day) December")
        }
    }

    /// The day of the month as a date writes it: "1er" for the first in French, the number elsewhere.
    func number(of day: Int) -> String {
        day == 1 ? words("1", context: "the first day of a month") : "\(day)"
    }

    /// "Sun 14 July 2024": the weekday, the day, the month and the year, in the language's order.
    func withYear(_ date: LocalDate) -> String {
        let (weekday, day, year) = (
            self.weekday(date), dayAndMonth(day: date.day, month: date.month), date.year
        )
        return words("\(weekday) \(day) \(year)", context: "date with year")
    }

    /// "Wed".
    func weekday(_ date: LocalDate) -> String {
        switch date.weekday % 7 {
        case 0: words("Sun", context: "weekday")
        case 1: words("Mon", context: "weekday")
        case 2: words("Tue", context: "weekday")
        case 3: words("Wed", context: "weekday")
        case 4: words("Thu", context: "weekday")
        case 5: words("Fri", context: "weekday")
        default: words("Sat", context: "weekday")
        }
    }
}
