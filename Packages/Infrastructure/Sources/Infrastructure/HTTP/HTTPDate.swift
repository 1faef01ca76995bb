import FoundationEssentials

/// Reads the dates of HTTP header fields (`Expires`, `Last-Modified`, `Retry-After`).
public enum HTTPDate {
    /// IMF-fixdate ("Sun, 06 Nov 1994 08:49:37 GMT") and the obsolete RFC 850
    /// ("Sunday, 06-Nov-94 08:49:37 GMT") and asctime ("Sun Nov  6 08:49:37 1994") forms.
    public static func parse(_ text: String) -> Date? {
        let words = text.split(separator: " ")
        let fields: (day: Substring, month: Substring, year: Substring, time: Substring)
        switch words.count {
        case 6 where words[0].hasSuffix(",") && words[5] == "GMT":
            fields = (words[1], words[2], words[3], words[4])
        case 4 where words[0].hasSuffix(",") && words[3] == "GMT":
            let date = words[1].split(separator: "-")
            guard date.count == 3 else { return nil }
            fields = (date[0], date[1], date[2], words[2])
        case 5:
            fields = (words[2], words[1], words[4], words[3])
        default:
            return nil
        }
        let clock = fields.time.split(separator: ":").compactMap { Int($0) }
        guard let month = months.firstIndex(of: String(fields.month)), var year = Int(fields.year),
            let day = Int(fields.day), clock.count == 3
        else { return nil }
        if fields.year.count == 2 { year += year < 70 ? 2000 : 1900 }
        let fieldsRead = [year, month + 1, day, clock[0], clock[1], clock[2]]
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        let components = DateComponents(
            year: year, month: month + 1, day: day, hour: clock[0], minute: clock[1], second: clock[2])
        // The calendar rolls "30 Feb" or "25:00" over: a date that does not come back whole is no date.
        guard let date = calendar.date(from: components) else { return nil }
        let back = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        guard [back.year, back.month, back.day, back.hour, back.minute, back.second] == fieldsRead else {
            return nil
        }
        return date
    }

    private static let months = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
}
