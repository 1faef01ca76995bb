import Domain
import Foundation
import Presentation
import Synchronization

/// A clock the test moves; the `AdvancingSleeper` moves it by each pause.
final class ManualClock: WallClock {
    private let current: Mutex<Date>

    init(_ now: Date = FixedClock.testNow) {
        current = Mutex(now)
    }

    var now: Date { current.withLock { $0 } }

    func advance(by seconds: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(seconds) }
    }
}

/// Returns at once, records each pause and moves `clock` on by it, so time passes without waiting.
final class AdvancingSleeper: Sleeper {
    private let clock: ManualClock?
    private let recorded = Mutex<[Duration]>([])

    init(clock: ManualClock? = nil) {
        self.clock = clock
    }

    var pauses: [Duration] { recorded.withLock { $0 } }

    func sleep(for duration: Duration) async throws(CancellationError) {
        recorded.withLock { $0.append(duration) }
        clock?.advance(by: TimeInterval(duration.components.seconds))
        if Task.isCancelled { throw CancellationError() }
    }
}

/// Never returns from a pause until the sleeping task is cancelled, as a real sleeper waiting for `q`.
struct EndlessSleeper: Sleeper {
    func sleep(for duration: Duration) async throws(CancellationError) {
        await Gate.untilCancelled()
        throw CancellationError()
    }
}

/// Opens once; waiting on an open gate returns at once.
final class Gate: Sendable {
    private let state = Mutex<(isOpen: Bool, waiters: [CheckedContinuation<Void, Never>])>((false, []))

    func wait() async {
        await withCheckedContinuation { continuation in
            let resumeNow = state.withLock { state in
                if state.isOpen { return true }
                state.waiters.append(continuation)
                return false
            }
            if resumeNow { continuation.resume() }
        }
    }

    /// Returns only once the calling task is cancelled, with no clock.
    static func untilCancelled() async {
        let gate = Gate()
        await withTaskCancellationHandler {
            await gate.wait()
        } onCancel: {
            gate.open()
        }
    }

    func open() {
        let waiters = state.withLock { state in
            state.isOpen = true
            defer { state.waiters = [] }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
    }
}
