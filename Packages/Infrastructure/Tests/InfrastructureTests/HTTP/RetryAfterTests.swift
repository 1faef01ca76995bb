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
}
