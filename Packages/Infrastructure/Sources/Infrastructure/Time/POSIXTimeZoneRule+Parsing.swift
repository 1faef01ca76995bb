extension POSIXTimeZoneRule {
    /// The rule a TZ string spells, as POSIX defines it with TZif version 3's extensions (RFC 9636); nil
    /// when it is not one.
    ///
    /// DST without an offset is an hour ahead of standard time; DST without change dates follows the
    /// United States' rule ("M3.2.0,M11.1.0"), as the reference tzcode does.
    init?(_ text: some StringProtocol) {
        var scanner = TZStringScanner(Array(text.utf8))
        guard scanner.skipName(), let standard = scanner.offset() else { return nil }
        standardOffset = -standard
        guard !scanner.isAtEnd else {
            daylight = nil
            return
        }
        guard scanner.skipName() else { return nil }
        let hasOffset = !scanner.isAtEnd && scanner.peek != UInt8(ascii: ",")
        guard let daylightOffset = hasOffset ? scanner.offset() : standard - 3_600 else { return nil }
        let start: Change
        let end: Change
        if scanner.isAtEnd {
            (start, end) = Self.unitedStatesChanges
        } else {
            guard scanner.skip(","), let first = scanner.change(), scanner.skip(","),
                let second = scanner.change(),
                scanner.isAtEnd
            else { return nil }
            (start, end) = (first, second)
        }
        daylight = Daylight(offset: -daylightOffset, start: start, end: end)
    }

    private static let unitedStatesChanges = (
        Change(day: .monthWeekDay(month: 3, week: 2, weekday: 0), time: 7_200),
        Change(day: .monthWeekDay(month: 11, week: 1, weekday: 0), time: 7_200)
    )
}

/// Reads a TZ string's parts from its bytes, left to right.
private struct TZStringScanner {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { position == bytes.count }
    var peek: UInt8? { isAtEnd ? nil : bytes[position] }

    mutating func skip(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue, peek == ascii else { return false }
        position += 1
        return true
    }

    /// A zone abbreviation: three or more letters, or "<" letters, digits and signs ">" ("<+0330>").
    mutating func skipName() -> Bool {
        if skip("<") {
            let length = lengthOfRun {
                $0.isLetter || $0.isDigit || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-")
            }
            position += length
            return length >= 1 && skip(">")
        }
        let length = lengthOfRun(\.isLetter)
        position += length
        return length >= 3
    }

    /// "[+|-]hh[:mm[:ss]]" in seconds, hours up to 24.
    mutating func offset() -> Int? {
        signedDuration(maximumHours: 24)
    }

    /// "date[/time]", the time 02:00 when not given.
    mutating func change() -> POSIXTimeZoneRule.Change? {
        guard let day = day() else { return nil }
        guard skip("/") else { return POSIXTimeZoneRule.Change(day: day, time: 7_200) }
        guard let time = signedDuration(maximumHours: 167) else { return nil }
        return POSIXTimeZoneRule.Change(day: day, time: time)
    }

    private mutating func day() -> POSIXTimeZoneRule.Day? {
        if skip("J") {
            guard let day = number(), (1...365).contains(day) else { return nil }
            return .julian(day)
        }
        if skip("M") {
            guard let month = number(), (1...12).contains(month), skip("."), let week = number(),
                (1...5).contains(week), skip("."), let weekday = number(), (0...6).contains(weekday)
            else { return nil }
            return .monthWeekDay(month: month, week: week, weekday: weekday)
        }
        guard let day = number(), (0...365).contains(day) else { return nil }
        return .zeroBased(day)
    }

    private mutating func signedDuration(maximumHours: Int) -> Int? {
        let sign = skip("-") ? -1 : 1
        if sign == 1 { _ = skip("+") }
        guard let hours = number(), hours <= maximumHours else { return nil }
        var seconds = hours * 3_600
        if skip(":") {
            guard let minutes = number(), minutes <= 59 else { return nil }
            seconds += minutes * 60
            if skip(":") {
                guard let extra = number(), extra <= 59 else { return nil }
                seconds += extra
            }
        }
        return sign * seconds
    }

    /// One to three decimal digits.
    private mutating func number() -> Int? {
        let length = lengthOfRun(\.isDigit)
        guard (1...3).contains(length) else { return nil }
        let value = bytes[position..<position + length].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        position += length
        return value
    }

    private func lengthOfRun(_ belongs: (UInt8) -> Bool) -> Int {
        bytes[position...].prefix(while: belongs).count
    }
}

extension UInt8 {
    fileprivate var isDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }
    fileprivate var isLetter: Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self | 0x20)
    }
}
