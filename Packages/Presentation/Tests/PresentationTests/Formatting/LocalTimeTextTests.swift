import Foundation
import Testing

@testable import Presentation

struct LocalTimeTextTests {
    let noonUTC = FixedClock.testNow

    @Test func showsTheTimeInThePlacesOwnOffset() {
        #expect(LocalTimeText.clock(noonUTC, utcOffsetSeconds: 32_400) == "21:00")
        #expect(LocalTimeText.clock(noonUTC, utcOffsetSeconds: -18_000) == "07:00")
        #expect(LocalTimeText.dateTime(noonUTC, utcOffsetSeconds: -46_800) == "2024-04-30 23:00")
        #expect(LocalTimeText.dateTime(noonUTC, utcOffsetSeconds: 19_800) == "2024-05-01 17:30")
    }

    @Test func labelsOffsets() {
        #expect(LocalTimeText.offset(0) == "UTC")
        #expect(LocalTimeText.offset(32_400) == "UTC+09:00")
        #expect(LocalTimeText.offset(-18_000) == "UTC-05:00")
        #expect(LocalTimeText.offset(19_800) == "UTC+05:30")
    }
}
