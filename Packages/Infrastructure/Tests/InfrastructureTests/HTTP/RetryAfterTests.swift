import Foundation
import Testing

@testable import Infrastructure

struct RetryAfterTests {
    static let now = Date(timeIntervalSince1970: 784_111_777)  // Sun, 06 Nov 1994 08:49:37 GMT

    @Test(arguments: [("0", Duration.zero), ("30", .seconds(30)), (" 120 ", .seconds(120))])
    func secondsAreRead(value: String, expected: Duration) {
        #expect(RetryAfter.delay(value, now: Self.now) == expected)
    }

    @Test(arguments: [
        "Sun, 06 Nov 1994 08:50:07 GMT", "Sunday, 06-Nov-94 08:50:07 GMT", "Sun Nov  6 08:50:07 1994",
    ])
    func everyHTTPDateFormIsRead(value: String) {
        #expect(RetryAfter.delay(value, now: Self.now) == .seconds(30))
    }

    @Test func aDateInThePastMeansNoWait() {
        #expect(RetryAfter.delay("Sun, 06 Nov 1994 08:00:00 GMT", now: Self.now) == .zero)
    }

    @Test(arguments: ["", "soon", "-5", "1.5", "３０", "Sun, 06 Nov 1994"])
    func anythingElseIsUnreadable(value: String) {
        #expect(RetryAfter.delay(value, now: Self.now) == nil)
    }

    @Test func anAbsurdNumberIsStillAFiniteWait() throws {
        let delay = try #require(RetryAfter.delay("99999999999999999999999", now: Self.now))
        #expect(delay > .seconds(1_000_000))
    }

    @Test(arguments: [
        "Sun, 32 Nov 1994 08:49:37 GMT",
        "Sun, 00 Nov 1994 08:49:37 GMT",
        "Sun, 06 Foo 1994 08:49:37 GMT",
        "Sun, 06 nov 1994 08:49:37 GMT",
        "Sun, 06 Nov 1994 25:00:00 GMT",
        "Sun, 06 Nov 1994 08:60:00 GMT",
        "Sun, 06 Nov 1994 08:49 GMT",
        "Sun, 06 Nov 1994 08:49:37 PST",
        "Sunday, 06-Nov-94 08:49:37 PST",
        "Sunday, 06-Nov 08:49:37 GMT",
        "Sun Foo  6 08:49:37 1994",
        "Wed, 30 Feb 1994 08:49:37 GMT",
        "Mon, 29 Feb 1993 08:49:37 GMT",
    ])
    func invalidDatesAreUnreadable(value: String) {
        #expect(HTTPDate.parse(value) == nil)
        #expect(RetryAfter.delay(value, now: Self.now) == nil)
    }

    @Test(arguments: [
        ("Thursday, 06-Nov-25 08:49:37 GMT", 1_762_418_977.0),
        ("Wednesday, 06-Nov-69 08:49:37 GMT", 3_150_953_377),
        ("Thursday, 06-Nov-70 08:49:37 GMT", 26_729_377),
        ("Sunday, 06-Nov-94 08:49:37 GMT", 784_111_777),
    ])
    func twoDigitYearsBelowSeventyAreInThisCentury(value: String, secondsSince1970: Double) {
        #expect(HTTPDate.parse(value) == Date(timeIntervalSince1970: secondsSince1970))
    }

    @Test func aFutureDateInTheRFC850FormIsAWait() {
        let now = Date(timeIntervalSince1970: 1_762_418_917)  // Thu, 06 Nov 2025 08:48:37 GMT

        #expect(RetryAfter.delay("Thursday, 06-Nov-25 08:49:37 GMT", now: now) == .seconds(60))
    }
}
