import Synchronization

/// Starts at most `limit` requests in any `window` (say, 50 a minute), holding back the rest until a slot
/// frees up, in the order they came.
public final class RateLimitedHTTPClient: HTTPClient {
    private let base: any HTTPClient
    private let limit: Int
    private let window: Duration
    private let clock: any RetryClock
    /// The start times handed out so far, oldest first; never more than `limit` are kept.
    private let starts = Mutex<[Duration]>([])

    /// `limit` below 1 counts as 1.
    public init(base: any HTTPClient, limit: Int, window: Duration, clock: any RetryClock) {
        self.base = base
        self.limit = max(1, limit)
        self.window = window
        self.clock = clock
    }

    public func send(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse {
        let wait = reserveSlot()
        if wait > .zero {
            do {
                try await clock.sleep(for: wait)
            } catch {
                throw .transport(detail: "the request was cancelled")
            }
        }
        return try await base.send(request)
    }

    /// Reserves the earliest start that keeps `limit` starts per `window`, and returns how long until it.
    private func reserveSlot() -> Duration {
        let now = clock.uptime
        return starts.withLock { starts in
            var slot = now
            if starts.count >= limit {
                slot = max(now, starts[starts.count - limit] + window)
            }
            starts.append(slot)
            if starts.count > limit {
                starts.removeFirst(starts.count - limit)
            }
            return slot - now
        }
    }
}
