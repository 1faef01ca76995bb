/// When and how often a failed GET is tried again; every bound is finite.
public struct RetryPolicy: Sendable, Equatable {
    /// Attempts in all, the first one included; 1 means no retry.
    public let maximumAttempts: Int
    /// The wait before the first retry; each later retry waits twice as long, up to `maximumBackoff`.
    public let initialBackoff: Duration
    public let maximumBackoff: Duration
    /// The longest `Retry-After` that is honoured; a longer one ends the retries at once.
    public let maximumRetryAfter: Duration
    /// Measured from the start of the first attempt: no retry starts or runs on past it.
    public let budget: Duration
    /// The longest one attempt can last on its own (the transport's total timeout).
    public let attemptLimit: Duration

    /// A policy; `maximumAttempts` below 1 counts as 1.
    public init(
        maximumAttempts: Int, initialBackoff: Duration, maximumBackoff: Duration,
        maximumRetryAfter: Duration, budget: Duration, attemptLimit: Duration
    ) {
        self.maximumAttempts = max(1, maximumAttempts)
        self.initialBackoff = initialBackoff
        self.maximumBackoff = maximumBackoff
        self.maximumRetryAfter = maximumRetryAfter
        self.budget = budget
        self.attemptLimit = attemptLimit
    }

    /// Three attempts, backoff from 0.5 s, and all of it within twice the transport's per-request timeout.
    public static func standard(requestTimeout: Duration) -> RetryPolicy {
        RetryPolicy(
            maximumAttempts: 3, initialBackoff: .milliseconds(500), maximumBackoff: .seconds(4),
            maximumRetryAfter: .seconds(60), budget: requestTimeout * 2, attemptLimit: requestTimeout * 2)
    }

    /// The wait before retry number `retry` (1 for the first): exponential, with "equal jitter" so that
    /// clients that failed together do not retry together. `jitter` is a random number in 0..<1.
    public func backoff(beforeRetry retry: Int, jitter: Double) -> Duration {
        let doublings = min(max(0, retry - 1), 30)
        let exponential = min(maximumBackoff, initialBackoff * (1 << doublings))
        return exponential * (0.5 + 0.5 * min(max(jitter, 0), 1))
    }
}
