import FoundationEssentials

/// The machine's clocks: its wall clock, and its monotonic clock to measure and wait on with `Task.sleep`.
/// Inject it where time matters so tests can use one they move.
public struct SystemClock: MonotonicClock {
    private let origin = ContinuousClock.now

    public init() {}

    /// The current time.
    public var now: Date { Date() }

    public var date: Date { Date() }

    public var uptime: Duration { ContinuousClock.now - origin }

    public func sleep(for duration: Duration) async throws {
        try await Task.sleep(for: duration)
    }
}
