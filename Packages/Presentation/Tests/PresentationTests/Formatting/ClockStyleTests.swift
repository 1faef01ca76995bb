import Domain
import Foundation
import Testing

@testable import Presentation

/// Times of day on a 12- or 24-hour clock, and the locale's choice between them.
struct ClockStyleTests {
    static let midnight = Date(timeIntervalSince1970: 1_714_521_600)  // 2024-05-01 00:00 UTC

    @Test(arguments: [
        (0, "12:00 AM"), (5, "12:05 AM"), (720, "12:00 PM"), (810, "1:30 PM"), (1_439, "11:59 PM"),
    ])
    func twelveHourTimes(minutes: Int, expected: String) {
        let date = Self.midnight.addingTimeInterval(Double(minutes) * 60)
        #expect(LocalTimeText.clock(date, utcOffsetSeconds: 0, style: .twelveHour) == expected)
    }

    @Test func everyMinuteOfADayReadsBackAsTheSameTwentyFourHourTime() {
        for minute in 0..<1_440 {
            let date = Self.midnight.addingTimeInterval(Double(minute) * 60)
            let twelve = LocalTimeText.clock(date, utcOffsetSeconds: 0, style: .twelveHour)
            let parts = twelve.split(whereSeparator: { $0 == ":" || $0 == " " })
            guard parts.count == 3, let hour = Int(parts[0]), let minutes = Int(parts[1]) else {
                Issue.record("unreadable \(twelve)")
                continue
            }
            let hour24 = hour % 12 + (parts[2] == "PM" ? 12 : 0)
            #expect(hour24 * 60 + minutes == minute, "\(twelve)")
            #expect((1...12).contains(hour))
        }
    }

    /// A 12-hour time in each language's own marks, as CLDR writes them, never English's in another language.
    @Test(arguments: [
        (Language.english, "6:27 PM", "12:05 AM"), (.german, "6:27 PM", "12:05 AM"),
        (.spanish, "6:27 p.\u{202F}m.", "12:05 a.\u{202F}m."),
        (.spanishLatinAmerica, "6:27 p.m.", "12:05 a.m."),
        (.portuguesePortugal, "6:27 p.m.", "12:05 a.m."), (.dutch, "6:27 p.m.", "12:05 a.m."),
        (.japanese, "午後6:27", "午前0:05"), (.chinese, "下午6:27", "上午12:05"),
    ])
    func twelveHourTimesInEachLanguage(language: Language, evening: String, pastMidnight: String) {
        let clock = { (minutes: Int) in
            LocalTimeText.clock(
                Self.midnight.addingTimeInterval(Double(minutes) * 60), utcOffsetSeconds: 0,
                style: .twelveHour,
                language: language)
        }
        #expect(clock(18 * 60 + 27) == evening)
        #expect(clock(5) == pastMidnight)
    }

    /// Every minute of a day, in every language, reads back as the one time it is: its hour, its minutes,
    /// and a mark of the morning or the afternoon.
    @Test(arguments: Language.allCases)
    func everyMinuteReadsBackInEveryLanguage(language: Language) {
        let afternoonMarks = ["PM", "p.m.", "p.\u{202F}m.", "午後", "下午"]
        let morningMarks = ["AM", "a.m.", "a.\u{202F}m.", "午前", "上午"]
        for minute in 0..<1_440 {
            let date = Self.midnight.addingTimeInterval(Double(minute) * 60)
            let text = LocalTimeText.clock(date, utcOffsetSeconds: 0, style: .twelveHour, language: language)
            let afternoon = afternoonMarks.contains { text.contains($0) }
            let morning = morningMarks.contains { text.contains($0) }
            guard afternoon != morning, let match = text.firstMatch(of: #/(\d{1,2}):(\d{2})/#),
                let hour = Int(match.output.1), let minutes = Int(match.output.2)
            else {
                Issue.record("unreadable \(text) in \(language)")
                continue
            }
            #expect(hour % 12 + (afternoon ? 12 : 0) == minute / 60 && minutes == minute % 60, "\(text)")
            #expect((language == .japanese ? 0...11 : 1...12).contains(hour), "\(text)")
        }
    }

    @Test func dateTimesFollowTheClockToo() {
        let date = Self.midnight.addingTimeInterval(20 * 3_600 + 55 * 60)
        #expect(LocalTimeText.dateTime(date, utcOffsetSeconds: 0, style: .twelveHour) == "2024-05-01 8:55 PM")
        #expect(LocalTimeText.dateTime(date, utcOffsetSeconds: 0) == "2024-05-01 20:55")
    }

    @Test(arguments: [
        (["LANG": "en_US.UTF-8"], ClockStyle.twelveHour), (["LANG": "de_DE.UTF-8"], .twentyFourHour),
        (["LANG": "C.UTF-8"], .twentyFourHour), ([:], .twentyFourHour), (["LANG": "POSIX"], .twentyFourHour),
        (["LANG": "de_DE.UTF-8", "LC_TIME": "en_US.UTF-8"], .twelveHour),
        (["LC_ALL": "fr_FR.UTF-8", "LC_TIME": "en_US.UTF-8"], .twentyFourHour),
        (["LANG": "en_GB.UTF-8"], .twentyFourHour), (["LANG": "en_AU.UTF-8"], .twelveHour),
    ])
    func theLocaleChoosesTheDefault(environment: [String: String], expected: ClockStyle) {
        #expect(ClockStyle.forLocale(environment: environment) == expected)
    }
}
