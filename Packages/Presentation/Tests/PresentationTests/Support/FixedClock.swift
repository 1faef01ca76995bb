import Domain
import Foundation

/// A clock that always says the same time.
struct FixedClock: WallClock {
    /// 2024-05-01T12:00:00Z, the "now" of every test.
    static let testNow = Date(timeIntervalSince1970: 1_714_564_800)

    let now: Date

    init(now: Date = FixedClock.testNow) {
        self.now = now
    }
}
