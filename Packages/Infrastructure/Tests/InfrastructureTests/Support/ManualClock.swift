import Foundation
import Synchronization

@testable import Infrastructure

/// A clock that moves only when told to or when slept on (unless `advancesOnSleep` is false); records every sleep.
final class ManualClock: MonotonicClock {
    private let state = Mutex<(uptime: Duration, sleeps: [Duration])>((.zero, []))
    private let advancesOnSleep: Bool
    let date: Date

    init(date: Date = Date(timeIntervalSince1970: 1_714_564_800), advancesOnSleep: Bool = true) {
        self.date = date
        self.advancesOnSleep = advancesOnSleep
    }

    var uptime: Duration { state.withLock { $0.uptime } }

    var sleeps: [Duration] { state.withLock { $0.sleeps } }

    func advance(by duration: Duration) {
        state.withLock { $0.uptime += duration }
    }

    func sleep(for duration: Duration) async throws {
        try Task.checkCancellation()
        state.withLock { state in
            state.sleeps.append(duration)
            if advancesOnSleep { state.uptime += duration }
        }
    }
}
