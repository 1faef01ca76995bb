import Foundation
import Testing

@testable import Infrastructure

struct SystemClockTests {
    @Test func nowIsTheCurrentTime() {
        let before = Date()

        let now = SystemClock().now

        #expect(now >= before)
        #expect(now <= Date())
    }
}
