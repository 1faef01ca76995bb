import Foundation
import Testing

@testable import Infrastructure

struct POSIXTimeZoneRuleTests {
    typealias Rule = POSIXTimeZoneRule

    /// The rule's offsets at `instants` (ISO 8601, UTC).
    private func offsets(_ text: String, _ instants: [String]) throws -> [Int] {
        let rule = try #require(Rule(text), "\(text) is not read")
        return try instants.map {
            rule.utcOffset(at: Int64(try Date.ISO8601FormatStyle().parse($0).timeIntervalSince1970))
        }
    }

    @Test func aRuleIsReadWithItsDefaults() {
        #expect(
            Rule("CET-1CEST,M3.5.0,M10.5.0/3")
                == Rule(
                    standardOffset: 3_600,
                    daylight: Rule.Daylight(
                        offset: 7_200,
                        start: Rule.Change(day: .monthWeekDay(month: 3, week: 5, weekday: 0), time: 7_200),
                        end: Rule.Change(day: .monthWeekDay(month: 10, week: 5, weekday: 0), time: 10_800))))
        #expect(Rule("<+0330>-3:30") == Rule(standardOffset: 12_600, daylight: nil))
        #expect(Rule("<-0930>+9:30:15") == Rule(standardOffset: -34_215, daylight: nil))
        #expect(Rule("HST10") == Rule(standardOffset: -36_000, daylight: nil))
    }

    @Test func aFixedOffsetNeverChanges() throws {
        #expect(
            try offsets("<+0330>-3:30", ["2030-01-01T00:00:00Z", "2030-07-01T00:00:00Z"]) == [12_600, 12_600])
        #expect(try offsets("UTC0", ["1900-01-01T00:00:00Z", "2400-07-01T00:00:00Z"]) == [0, 0])
    }

    /// The last Sundays of March and October 2030 are the 31st and the 27th; both changes fall at 01:00 UTC.
    @Test func centralEuropeChangesOnLastSundaysAt0100UTC() throws {
        #expect(
            try offsets(
                "CET-1CEST,M3.5.0,M10.5.0/3",
                [
                    "2030-03-31T00:59:59Z", "2030-03-31T01:00:00Z", "2030-10-27T00:59:59Z",
                    "2030-10-27T01:00:00Z",
                ]) == [3_600, 7_200, 7_200, 3_600])
    }

    /// DST from the first Sunday of October (6 October 2030) to the first Sunday of April (7 April 2030).
    @Test func southernSummerSpansNewYear() throws {
        #expect(
            try offsets(
                "AEST-10AEDT,M10.1.0,M4.1.0/3",
                [
                    "2030-01-15T00:00:00Z", "2030-04-06T15:59:59Z", "2030-04-06T16:00:00Z",
                    "2030-07-15T00:00:00Z",
                    "2030-10-05T15:59:59Z", "2030-10-05T16:00:00Z", "2030-12-31T23:59:59Z",
                ]) == [39_600, 39_600, 36_000, 36_000, 36_000, 39_600, 39_600])
    }

    /// Ireland's standard time is its summer time; its "daylight saving" is winter, an hour behind.
    @Test func negativeDaylightSavingIsWinter() throws {
        #expect(
            try offsets("IST-1GMT0,M10.5.0,M3.5.0/1", ["2030-01-15T00:00:00Z", "2030-07-15T00:00:00Z"])
                == [0, 3_600])
    }

    /// Greenland changes at -1:00 on Sunday (23:00 on Saturday) and Gaza at 50:00 on the fourth Thursday of
    /// March (02:00 on Saturday 30 March 2030).
    @Test func changeTimesMayFallOnOtherDays() throws {
        #expect(
            try offsets(
                "<-02>2<-01>,M3.5.0/-1,M10.5.0/0",
                [
                    "2030-03-31T00:59:59Z", "2030-03-31T01:00:00Z", "2030-10-27T00:59:59Z",
                    "2030-10-27T01:00:00Z",
                ]) == [-7_200, -3_600, -3_600, -7_200])
        #expect(
            try offsets("EET-2EEST,M3.4.4/50,M10.4.4/50", ["2030-03-29T23:59:59Z", "2030-03-30T00:00:00Z"])
                == [7_200, 10_800])
    }

    /// "J60" is 1 March even in a leap year; "59" is 29 February in a leap year and 1 March otherwise.
    @Test func julianDaysSkipTheLeapDayAndZeroBasedDaysCountIt() throws {
        #expect(
            try offsets(
                "XXX0YYY,J60/0,J300/0",
                [
                    "2028-02-29T23:59:59Z", "2028-03-01T00:00:00Z", "2028-10-26T22:59:59Z",
                    "2028-10-26T23:00:00Z",
                ]) == [0, 3_600, 3_600, 0])
        #expect(
            try offsets(
                "XXX0YYY,59/0,299/0",
                [
                    "2028-02-28T23:59:59Z", "2028-02-29T00:00:00Z", "2029-02-28T23:59:59Z",
                    "2029-03-01T00:00:00Z",
                ]) == [0, 3_600, 0, 3_600])
    }

    /// DST from 1 January 00:00 to 31 December 25:00, which is the next 1 January 00:00 standard time.
    @Test func daylightSavingAllYearNeverEnds() throws {
        #expect(
            try offsets(
                "EST5EDT,0/0,J365/25",
                [
                    "2030-01-01T04:59:59Z", "2030-01-01T05:00:00Z", "2030-07-01T00:00:00Z",
                    "2031-01-01T05:00:00Z",
                    "2032-12-31T12:00:00Z",
                ]) == [-14_400, -14_400, -14_400, -14_400, -14_400])
    }

    /// As tzcode does: DST an hour ahead, from the second Sunday of March to the first of November.
    @Test func withoutChangeDatesTheUnitedStatesRuleApplies() throws {
        #expect(
            try offsets(
                "EST5EDT",
                [
                    "2030-03-10T06:59:59Z", "2030-03-10T07:00:00Z", "2030-11-03T05:59:59Z",
                    "2030-11-03T06:00:00Z",
                ]) == [-18_000, -14_400, -14_400, -18_000])
    }

    @Test(arguments: [
        "", "CET", "CE-1", "CET-1CEST,", "CET-1CEST,M3.5.0", "CET-1CEST,M13.1.0,M10.5.0",
        "CET-1CEST,M3.6.0,M10.5.0",
        "CET-1CEST,M3.5.7,M10.5.0", "CET-1CEST,J0,J365", "CET-1CEST,366,0", "CET-1CEST,M3.5.0/168,M10.5.0",
        "CET-25", "CET-1:60", "<>-1", "<+01-1", "CET-1 ", "CET-1CEST-2,M3.5.0,M10.5.0,",
    ])
    func anythingElseIsNotARule(text: String) {
        #expect(Rule(text) == nil)
    }
}
