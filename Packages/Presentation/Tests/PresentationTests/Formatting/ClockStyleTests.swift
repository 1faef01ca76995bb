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
