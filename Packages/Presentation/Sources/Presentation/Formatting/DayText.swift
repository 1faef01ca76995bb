import Domain

/// Calendar days as the forecast names them, in English whatever the machine's locale.
enum DayText {
    private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]

    /// "Wed 1 May".
    static func short(_ date: LocalDate) -> String {
        "\(weekday(date)) \(date.day) \(months[(date.month - 1) % 12])"
    }

    private static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]

    /// "24 November".
    static func dayAndMonth(day: Int, month: Int) -> String {
        "\(day) \(monthNames[(month - 1 + 12) % 12])"
    }

    /// "Wed".
    static func weekday(_ date: LocalDate) -> String {
        weekdays[date.weekday % 7]
    }
}
