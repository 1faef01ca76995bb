import Dispatch
import Foundation

/// Swift's shared pool of threads, which runs every task that prefers no executor of its own: a thread
/// per core, two on the machines the tests run on.
public enum SharedPool {
    /// Runs `body` on a thread of its own while tasks hold every thread of the pool, blocked, so that
    /// nothing else runs on it until `body` returns: what a fake must survive when the tests beside it
    /// hold the pool (a check over the whole gazetteer, a process waited for).
    public static func whileHeld<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
        let width = ProcessInfo.processInfo.activeProcessorCount
        let held = DispatchSemaphore(value: 0)
        let released = DispatchSemaphore(value: 0)
        let result = Latch<T>()
        Thread {
            // The bound only keeps a pool narrower than the count of cores from stalling the tests for
            // good; on a pool as wide, every thread is held long before.
            for _ in 0..<width { _ = held.wait(timeout: .now() + 60) }
            result.fire(body())
            for _ in 0..<width { released.signal() }
        }.start()
        await withDiscardingTaskGroup { group in
            for _ in 0..<width {
                group.addTask {
                    held.signal()
                    released.wait()
                }
            }
        }
        // Fired before any holder was released.
        return result.current!
    }
}
