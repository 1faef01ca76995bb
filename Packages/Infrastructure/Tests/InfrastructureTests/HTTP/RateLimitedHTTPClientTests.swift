import Foundation
import Testing

@testable import Infrastructure

struct RateLimitedHTTPClientTests {
    static let request = HTTPRequest(url: URL(string: "https://api.example.org/data/2.5/weather")!)

    /// True when no half-open `window` holds more than `limit` of `starts`.
    static func keepsTheLimit(_ starts: [Duration], limit: Int, window: Duration) -> Bool {
        starts.allSatisfy { from in starts.filter { $0 >= from && $0 < from + window }.count <= limit }
    }

    @Test func requestsBeyondTheLimitWaitForTheWindowToMoveOn() async throws {
        let clock = ManualRetryClock()
        let base = ScriptedHTTPClient([.status(200)], clock: clock)
        let client = RateLimitedHTTPClient(base: base, limit: 3, window: .seconds(60), clock: clock)

        for _ in 0..<10 {
            _ = try await client.send(Self.request)
        }

        #expect(base.starts == [0, 0, 0, 60, 60, 60, 120, 120, 120, 180].map { .seconds($0) })
        #expect(Self.keepsTheLimit(base.starts, limit: 3, window: .seconds(60)))
    }

    @Test func spreadOutRequestsNeverWait() async throws {
        let clock = ManualRetryClock()
        let base = ScriptedHTTPClient([.status(200)], clock: clock)
        let client = RateLimitedHTTPClient(base: base, limit: 2, window: .seconds(60), clock: clock)

        for _ in 0..<6 {
            _ = try await client.send(Self.request)
            clock.advance(by: .seconds(31))
        }

        #expect(clock.sleeps.isEmpty)
    }

    @Test func concurrentRequestsAreGivenDistinctSlots() async throws {
        let clock = ManualRetryClock(advancesOnSleep: false)
        let client = RateLimitedHTTPClient(
            base: ScriptedHTTPClient([.status(200)]), limit: 4, window: .seconds(60), clock: clock)

        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<10 {
                group.addTask { _ = try? await client.send(Self.request) }
            }
        }

        #expect(clock.sleeps.sorted() == [60, 60, 60, 60, 120, 120].map { .seconds($0) })
    }

    @Test func aCancelledWaitEndsTheRequestWithoutSendingIt() async {
        let base = ScriptedHTTPClient([.status(200)])
        let client = RateLimitedHTTPClient(
            base: base, limit: 1, window: .seconds(3_600), clock: SystemRetryClock())
        _ = try? await client.send(Self.request)

        let waiting = Task { try await client.send(Self.request) }
        waiting.cancel()
        let result = await waiting.result

        #expect(throws: HTTPClientError.self) { try result.get() }
        #expect(base.requests.count == 1)
    }
}
