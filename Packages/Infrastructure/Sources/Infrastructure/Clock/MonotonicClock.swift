import FoundationEssentials

/// The one clock that retries, pacing, failover deadlines and outages read and wait on; injected so that
/// tests move it and never really wait.
public protocol MonotonicClock: Sendable {
    /// A monotonic reading from an arbitrary origin: only differences between readings mean anything.
    var uptime: Duration { get }
    /// The wall-clock date, for `Retry-After` headers that name a date and for what is kept with its time.
    var date: Date { get }
    /// Suspends for `duration`; throws `CancellationError` when the task is cancelled first.
    func sleep(for duration: Duration) async throws
}
