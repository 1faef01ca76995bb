import Foundation
import Infrastructure

/// A thread of its own for a fake server's tasks (and its actor's jobs, which follow their task's
/// executor), so that tests blocking the shared pool, on a machine of two cores, never starve it.
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
