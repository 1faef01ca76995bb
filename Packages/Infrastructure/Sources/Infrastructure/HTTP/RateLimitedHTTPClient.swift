import FoundationEssentials
import Synchronization

/// Starts at most `limit` requests to each host in any `window` (say, 50 a minute), holding back the
/// rest until a slot frees up, in the order they came. A request waits for its slot at most
/// `maximumWait`, and not at all while `mayWait` is false; one that would wait longer is not sent but
/// fails at once with `HTTPClientError.heldBack`, so that no caller mistakes it for a slow service.
public final class RateLimitedHTTPClient: HTTPClient {
    /// False while the caller has somewhere else to go (another service): a request that finds no free
    /// slot is then held back at once rather than wait.
    @TaskLocal public static var mayWait = true

    private let base: any HTTPClient
    private let limit: Int
    private let window: Duration
    private let maximumWait: Duration
    private let clock: any MonotonicClock
    private let onWait: @Sendable (URL, Duration) -> Void
    /// The start times handed out so far to each host (scheme, host and port), oldest first; never more
    /// than `limit` are kept for one host.
    private let starts = Mutex<[String: [Duration]]>([:])

    /// `limit` below 1 counts as 1; `onWait` hears of each request that is to wait, and for how long,
    /// before it waits.
    public init(
        base: any HTTPClient, limit: Int, window: Duration, maximumWait: Duration, clock: any MonotonicClock,
        onWait: @escaping @Sendable (URL, Duration) -> Void
    ) {
        self.base = base
        self.limit = max(1, limit)
        self.window = window
        self.maximumWait = maximumWait
        self.clock = clock
        self.onWait = onWait
    }

    public func send(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse {
        let wait = try reserveSlot(for: request.url, patience: Self.mayWait ? maximumWait : .zero).get()
        if wait > .zero {
            onWait(request.url, wait)
            do {
                try await clock.sleep(for: wait)
            } catch {
                throw .transport(detail: "the request was cancelled")
            }
        }
        return try await base.send(request)
    }

    /// How many requests to `url`'s host could start now without waiting.
    public func freeSlots(for url: URL) -> Int {
        let now = clock.uptime
        return starts.withLock { starts in
            let taken = (starts[Self.host(of: url)] ?? []).filter { $0 + window > now }.count
            return max(0, limit - taken)
        }
    }

    /// Reserves the earliest start that keeps `limit` starts per `window` to `url`'s host, and returns how
    /// long until it; reserves nothing when that is longer than `patience`.
    private func reserveSlot(for url: URL, patience: Duration) -> Result<Duration, HTTPClientError> {
        let now = clock.uptime
        let host = Self.host(of: url)
        return starts.withLock { starts in
            var taken = starts[host] ?? []
            var slot = now
            if taken.count >= limit {
                slot = max(now, taken[taken.count - limit] + window)
            }
            guard slot - now <= patience else {
                return .failure(.heldBack(limit: limit, window: window, freeIn: slot - now))
            }
            taken.append(slot)
            if taken.count > limit {
                taken.removeFirst(taken.count - limit)
            }
            starts[host] = taken
            return .success(slot - now)
        }
    }

    /// "https://api.example.org:443": each host's requests are counted on their own.
    private static func host(of url: URL) -> String {
        "\(url.scheme?.lowercased() ?? "")://\(url.host?.lowercased() ?? ""):\(url.port.map(String.init) ?? "")"
    }
}
