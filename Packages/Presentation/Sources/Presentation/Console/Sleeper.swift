/// Waits between the refreshes of a live view; injected so that tests never sleep for real.
public protocol Sleeper: Sendable {
    /// Returns after `duration`, or throws as soon as the waiting task is cancelled.
    func sleep(for duration: Duration) async throws(CancellationError)
}

/// Sleeps on the task's own clock.
public struct TaskSleeper: Sleeper {
    public init() {}

    public func sleep(for duration: Duration) async throws(CancellationError) {
        do {
            try await Task.sleep(for: duration)
        } catch {
            throw CancellationError()
        }
    }
}
