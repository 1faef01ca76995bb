import Logging

/// Retries a GET that timed out or was answered 429 or 5xx, with backoff and jitter, honouring `Retry-After`,
/// a bounded number of times and within a bounded total time; everything else passes through once.
public struct RetryingHTTPClient: HTTPClient {
    private typealias Outcome = Result<HTTPResponse, HTTPClientError>

    private let base: any HTTPClient
    private let policy: RetryPolicy
    private let clock: any MonotonicClock
    private let jitter: @Sendable () -> Double
    private let logger: Logger

    /// `jitter` returns a random number in 0..<1 on each call; `base` must end a send when its task is cancelled.
    public init(
        base: any HTTPClient, policy: RetryPolicy, clock: any MonotonicClock,
        jitter: @escaping @Sendable () -> Double,
        logger: Logger
    ) {
        self.base = base
        self.policy = policy
        self.clock = clock
        self.jitter = jitter
        self.logger = logger
    }

    /// The first outcome that needs no retry, or the last one when the attempts, the budget or a
    /// `Retry-After` beyond the cap end the retries. A retry cut off at the budget, or held back unsent
    /// (`HTTPClientError.heldBack`), leaves the previous outcome.
    public func send(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse {
        guard request.method == "GET" else { return try await base.send(request) }
        let start = clock.uptime
        var outcome = await attempt(request)
        var retry = 1
        while retry < policy.maximumAttempts, let wait = delay(after: outcome, beforeRetry: retry) {
            guard clock.uptime - start + wait < policy.budget else {
                logger.debug("not retrying: waiting \(wait) would pass the budget of \(policy.budget)")
                break
            }
            logger.debug("\(Self.describe(outcome)); retry \(retry) in \(wait)")
            do {
                try await clock.sleep(for: wait)
            } catch {
                break
            }
            retry += 1
            let remaining = policy.budget - (clock.uptime - start)
            guard remaining > .zero else { break }
            let next: Outcome
            if remaining < policy.attemptLimit {
                guard let cut = await attempt(request, cutOffAfter: remaining) else {
                    logger.debug("retry cut off at the budget of \(policy.budget)")
                    break
                }
                next = cut
            } else {
                next = await attempt(request)
            }
            // A retry that wxapp's own pace held back was never sent: what the service did stays the outcome.
            if case .failure(.heldBack) = next {
                logger.debug("not retrying: \(Self.describe(next))")
                break
            }
            outcome = next
        }
        return try outcome.get()
    }

    /// How long to wait before retrying after `outcome`, or nil when it must not be retried.
    private func delay(after outcome: Outcome, beforeRetry retry: Int) -> Duration? {
        let backoff = policy.backoff(beforeRetry: retry, jitter: jitter())
        switch outcome {
        case .failure(.timedOut):
            return backoff
        case .failure:
            return nil
        case .success(let response):
            guard response.statusCode == 429 || (500...599).contains(response.statusCode) else { return nil }
            guard let header = response.header("Retry-After"),
                let requested = RetryAfter.delay(header, now: clock.date)
            else { return backoff }
            return requested <= policy.maximumRetryAfter ? max(requested, backoff) : nil
        }
    }

    private func attempt(_ request: HTTPRequest) async -> Outcome {
        do {
            return .success(try await base.send(request))
        } catch {
            return .failure(error)
        }
    }

    /// The attempt's outcome, or nil when `limit` passes first (the attempt is then cancelled).
    private func attempt(_ request: HTTPRequest, cutOffAfter limit: Duration) async -> Outcome? {
        await withTaskGroup(of: Outcome?.self) { group in
            group.addTask { await attempt(request) }
            group.addTask {
                try? await clock.sleep(for: limit)
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }

    private static func describe(_ outcome: Outcome) -> String {
        switch outcome {
        case .success(let response): "answered \(response.statusCode)"
        case .failure(let error): "\(error)"
        }
    }
}
