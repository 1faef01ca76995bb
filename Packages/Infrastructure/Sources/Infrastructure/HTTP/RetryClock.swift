import FoundationEssentials

/// The time a retrying or pacing client reads and waits on; injected so that tests never really wait.
public protocol RetryClock: Sendable {
    /// A monotonic reading from an arbitrary origin: only differences between readings mean anything.
    var uptime: Duration { get }
    /// The wall-clock date, for `Retry-After` headers that name a date.
    var date: Date { get }
    /// Suspends for `duration`; throws `CancellationError` when the task is cancelled first.
    func sleep(for duration: Duration) async throws
}

/// The machine's monotonic clock and wall clock, waiting with `Task.sleep`.
public struct SystemRetryClock: RetryClock {
    private let origin = ContinuousClock.now

    public init() {}

    public var uptime: Duration { ContinuousClock.now - origin }

    public var date: Date { Date() }

    public func sleep(for duration: Duration) async throws {
        try await Task.sleep(for: duration)
    }
}
