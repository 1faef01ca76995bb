import Dispatch
import Infrastructure
import Synchronization
import Testing

/// Each body gets a thread of its own: many that block at once all run at once, however few cores or
/// Dispatch workers there are.
struct OwnThreadTests {
    @Test(.timeLimit(.minutes(1))) func manyBlockingBodiesAllRunAtOnce() async {
        let count = 200
        let running = Mutex(0)
        let release = DispatchSemaphore(value: 0)
        await withCheckedContinuation { (allRunning: CheckedContinuation<Void, Never>) in
            for _ in 0..<count {
                let started = OwnThread.run {
                    let now = running.withLock { value in
                        value += 1
                        return value
                    }
                    if now == count { allRunning.resume() }
                    // Blocks until every body runs: on a bounded pool of threads, the last would never start.
                    release.wait()
                }
                #expect(started)
            }
        }
        for _ in 0..<count { release.signal() }
        #expect(running.withLock { $0 } == count)
    }
}
