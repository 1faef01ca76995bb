import Foundation
import PropertyBased
import Testing

@testable import Domain

/// What `--date` takes, and where it refuses: a table of inputs at one place's today, and any text.
struct PastDaysQueryTests {
    static func date(_ text: String) -> LocalDate { LocalDate(isoText: text)! }

    /// The place's today in every case below.
    static let today = date("2026-11-26")

    enum Expected {
        case success(String)
        case failure(PastDaysProblem)
    }

    /// What each input gives at `today`: the days shown, or the problem.
    static let table: [(input: String, expected: Expected)] = [
        ("2024-07-14", .success("2024-07-14")),
        (" 2024-07-14 ", .success("2024-07-14")),
        ("2024-07-01..2024-07-14", .success("2024-07-01..2024-07-14")),
        ("2024-02-29", .success("2024-02-29")),
        ("1940-01-01", .success("1940-01-01")),
        ("1940-01-01..1940-12-31", .success("1940-01-01..1940-12-31")),
        ("yesterday", .success("2026-11-25")),
        ("Yesterday", .success("2026-11-25")),
        ("-1", .success("2026-11-25")),
        ("-3", .success("2026-11-23")),
        (
            "-999999",
            .failure(.beforeRecords(LocalDate(daysSinceEpoch: date("2026-11-26").daysSinceEpoch - 999_999)))
        ),
        ("2026-11-25", .success("2026-11-25")),
        ("2025-11-26..2026-11-25", .success("2025-11-26..2026-11-25")),
        ("2023-02-29", .failure(.unreadable("2023-02-29"))),
        ("2024-7-14", .failure(.unreadable("2024-7-14"))),
        ("14.07.2024", .failure(.unreadable("14.07.2024"))),
        ("", .failure(.unreadable(""))),
        ("   ", .failure(.unreadable("   "))),
        ("2024-07-14\u{1B}[31m", .failure(.unreadable("2024-07-14\u{1B}[31m"))),
        ("2024-07-\u{0}14", .failure(.unreadable("2024-07-\u{0}14"))),
        ("2024-07-01...2024-07-14", .failure(.unreadable("2024-07-01...2024-07-14"))),
        ("2024-07-01..", .failure(.unreadable("2024-07-01.."))),
        ("..2024-07-01", .failure(.unreadable("..2024-07-01"))),
        ("-", .failure(.unreadable("-"))),
        ("-1000000", .failure(.unreadable("-1000000"))),
        ("+3", .failure(.unreadable("+3"))),
        ("-٣", .failure(.unreadable("-٣"))),
        ("1939-12-31", .failure(.beforeRecords(date("1939-12-31")))),
        ("1939-12-31..1940-01-02", .failure(.beforeRecords(date("1939-12-31")))),
        ("2024-07-14..2024-07-01", .failure(.reversed(first: date("2024-07-14"), last: date("2024-07-01")))),
        ("2023-01-01..2024-01-01", .success("2023-01-01..2024-01-01")),
        ("2024-01-01..2024-12-31", .success("2024-01-01..2024-12-31")),
        (
            "2024-01-01..2025-01-01",
            .failure(.tooLong(first: date("2024-01-01"), last: date("2025-01-01"), days: 367))
        ),
        ("today", .failure(.notPast(date("2026-11-26"), yesterday: date("2026-11-25")))),
        ("-0", .failure(.notPast(date("2026-11-26"), yesterday: date("2026-11-25")))),
        ("2026-11-26", .failure(.notPast(date("2026-11-26"), yesterday: date("2026-11-25")))),
        ("2026-11-27", .failure(.notPast(date("2026-11-27"), yesterday: date("2026-11-25")))),
        ("2026-11-20..2026-11-26", .failure(.notPast(date("2026-11-26"), yesterday: date("2026-11-25")))),
        ("2099-01-01", .failure(.notPast(date("2099-01-01"), yesterday: date("2026-11-25")))),
    ]

    @Test func eachInputGivesItsDaysOrItsProblem() {
        for (input, expected) in Self.table {
            let result = Result { () throws(WeatherError) in
                try PastDaysQuery(input).days(today: Self.today)
            }
            switch (result, expected) {
            case (.success(let days), .success(let text)):
                #expect(days.isoText == text, "\(input.debugDescription)")
            case (.failure(.invalidPastDays(let problem)), .failure(let expected)):
                #expect(problem == expected, "\(input.debugDescription)")
            default:
                Issue.record("\(input.debugDescription) gave \(result), not \(expected)")
            }
        }
    }

    @Test func aRangeOf366DaysIsTheMostAndOf367TooMany() throws {
        let first = Self.date("2025-01-01")
        let last366 = LocalDate(daysSinceEpoch: first.daysSinceEpoch + 365)
        #expect(
            try PastDaysQuery("\(first.isoText)..\(last366.isoText)").days(today: Self.today).count == 366)
        let last367 = LocalDate(daysSinceEpoch: first.daysSinceEpoch + 366)
        #expect(throws: WeatherError.invalidPastDays(.tooLong(first: first, last: last367, days: 367))) {
            try PastDaysQuery("\(first.isoText)..\(last367.isoText)")
        }
    }

    @Test func tomorrowAtThePlaceIsRefusedWhateverItsTodayIs() async {
        await propertyCheck(count: 200, input: Gen.int(in: -10_000...60_000)) { offset in
            let today = LocalDate(daysSinceEpoch: offset)
            let tomorrow = LocalDate(daysSinceEpoch: offset + 1)
            #expect(throws: WeatherError.self) { try PastDaysQuery(tomorrow.isoText).days(today: today) }
            #expect(throws: WeatherError.self) { try PastDaysQuery(today.isoText).days(today: today) }
        }
    }

    static let characters: [Character] =
        Array("0123456789-.ytdaeso ") + ["\u{0}", "\u{1B}", "\t", "٣", "\u{202E}"]

    @Test func anyTextIsARunOfPastDaysOrAUsageProblem() async {
        let anyText = Gen<Character?>.element(of: Self.characters).map { $0! }.string(of: 0...24)
        await propertyCheck(count: 1_000, input: anyText) { raw in
            do throws(WeatherError) {
                let days = try PastDaysQuery(raw).days(today: Self.today)
                #expect(days.first >= PastDays.earliest && days.last < Self.today)
                #expect((1...PastDays.mostDays).contains(days.count))
                #expect(
                    !raw.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\t" })
            } catch {
                guard case .invalidPastDays = error else {
                    Issue.record("\(raw.debugDescription) failed with \(error), not a usage problem")
                    return
                }
            }
        }
    }

    @Test func everyDayWrittenAsISOTextReadsBack() async {
        await propertyCheck(count: 500, input: Gen.int(in: -10_957...30_000)) { number in
            let date = LocalDate(daysSinceEpoch: number)
            #expect(LocalDate(isoText: date.isoText) == date)
        }
    }
}
