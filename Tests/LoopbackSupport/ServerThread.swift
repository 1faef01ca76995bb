import Foundation
import Infrastructure

/// A thread of its own for a task that prefers its executor (and for the jobs of the actors it calls,
/// which follow their task's executor): a loopback connection's, so that tests holding the shared pool,
/// on a machine of two cores, never starve it.
public final class ServerThread: Sendable {
    public let executor = SingleThreadTaskExecutor()

    public init() {
        let executor = executor
        Thread { executor.run() }.start()
    }

    /// Lets the thread end once it has run what is queued.
    public func finish() {
        executor.finish()
    }
}
