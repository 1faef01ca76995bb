import Foundation
import Synchronization
import Testing

@testable import Infrastructure

struct RateLimitedHTTPClientTests {
    static let request = HTTPRequest(url: URL(string: "https://api.example.org/data/2.5/weather")!)

    /// A pace that waits as long as it takes (an hour at most) and tells no one.
    static func paced(
        _ base: any HTTPClient, limit: Int, window: Duration = .seconds(60),
        maximumWait: Duration = .seconds(3_600), clock: any MonotonicClock,
        onWait: @escaping @Sendable (URL, Duration) -> Void = { _, _ in }
    ) -> RateLimitedHTTPClient {
        RateLimitedHTTPClient(
            base: base, limit: limit, window: window, maximumWait: maximumWait, clock: clock, onWait: onWait)
    }

    /// True when no half-open `window` holds more than `limit` of `starts`.
    static func keepsTheLimit(_ starts: [Duration], limit: Int, window: Duration) -> Bool {
        starts.allSatisfy { from in starts.filter { $0 >= from && $0 < from + window }.count <= limit }
    }

    @Test func requestsBeyondTheLimitWaitForTheWindowToMoveOn() async throws {
        let clock = ManualClock()
        let base = ScriptedHTTPClient([.status(200)], clock: clock)
        let client = Self.paced(base, limit: 3, clock: clock)

        for _ in 0..<10 {
            _ = try await client.send(Self.request)
        }

        #expect(base.starts == [0, 0, 0, 60, 60, 60, 120, 120, 120, 180].map { .seconds($0) })
        #expect(Self.keepsTheLimit(base.starts, limit: 3, window: .seconds(60)))
    }

    @Test func spreadOutRequestsNeverWait() async throws {
        let clock = ManualClock()
        let base = ScriptedHTTPClient([.status(200)], clock: clock)
        let client = Self.paced(base, limit: 2, clock: clock)

        for _ in 0..<6 {
            _ = try await client.send(Self.request)
            clock.advance(by: .seconds(31))
        }

        #expect(clock.sleeps.isEmpty)
    }

    @Test func concurrentRequestsAreGivenDistinctSlots() async throws {
        let clock = ManualClock(advancesOnSleep: false)
        let client = Self.paced(ScriptedHTTPClient([.status(200)]), limit: 4, clock: clock)

        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<10 {
                group.addTask { _ = try? await client.send(Self.request) }
            }
        }

        #expect(clock.sleeps.sorted() == [60, 60, 60, 60, 120, 120].map { .seconds($0) })
    }

    @Test func aCancelledWaitEndsTheRequestWithoutSendingIt() async {
        let base = ScriptedHTTPClient([.status(200)])
        let client = Self.paced(base, limit: 1, window: .seconds(3_600), clock: SystemClock())
        _ = try? await client.send(Self.request)

        let waiting = Task { try await client.send(Self.request) }
        waiting.cancel()
        let result = await waiting.result

        #expect(throws: HTTPClientError.self) { try result.get() }
        #expect(base.requests.count == 1)
    }

    @Test func aRequestThatWouldWaitLongerThanItMayIsHeldBackUnsentAndTakesNoSlot() async throws {
        let clock = ManualClock()
        let base = ScriptedHTTPClient([.status(200)], clock: clock)
        let client = Self.paced(base, limit: 2, maximumWait: .seconds(30), clock: clock)
        _ = try await client.send(Self.request)
        clock.advance(by: .seconds(20))
        _ = try await client.send(Self.request)
        clock.advance(by: .seconds(5))

        // The next slot is at 60 s, 35 s away: beyond the 30 s it may wait.
        let held = await #expect(throws: HTTPClientError.self) { try await client.send(Self.request) }
        #expect(held == .heldBack(limit: 2, window: .seconds(60), freeIn: .seconds(35)))
        #expect(base.requests.count == 2)
        #expect(clock.sleeps.isEmpty)

        // 10 s later the wait fits, and the slot at 60 s was not taken by the request held back.
        clock.advance(by: .seconds(10))
        _ = try await client.send(Self.request)
        #expect(base.starts == [0, 20, 60].map { .seconds($0) })
    }

    @Test func whileItMayNotWaitARequestWithNoFreeSlotIsHeldBackAtOnce() async throws {
        let clock = ManualClock()
        let base = ScriptedHTTPClient([.status(200)], clock: clock)
        let client = Self.paced(base, limit: 2, clock: clock)

        let sent = try await RateLimitedHTTPClient.$mayWait.withValue(false) {
            for _ in 0..<2 { _ = try await client.send(Self.request) }
            return base.requests.count
        }
        let held = await RateLimitedHTTPClient.$mayWait.withValue(false) {
            await #expect(throws: HTTPClientError.self) { try await client.send(Self.request) }
        }

        #expect(sent == 2)
        #expect(held == .heldBack(limit: 2, window: .seconds(60), freeIn: .seconds(60)))
        #expect(base.requests.count == 2)
        #expect(clock.sleeps.isEmpty)
    }

    @Test func eachHostHasItsOwnPace() async throws {
        let clock = ManualClock()
        let base = ScriptedHTTPClient([.status(200)], clock: clock)
        let client = Self.paced(base, limit: 1, clock: clock)
        let hosts = [
            "https://api.example.org/a", "https://other.example.org/a", "http://127.0.0.1:8080/a",
            "http://127.0.0.1:8081/a",
        ]

        for host in hosts {
            _ = try await client.send(HTTPRequest(url: URL(string: host)!))
        }
        _ = try await client.send(HTTPRequest(url: URL(string: "https://API.example.org/b")!))

        #expect(base.starts == [0, 0, 0, 0, 60].map { .seconds($0) })
    }

    @Test func freeSlotsCountWhatMayStartNowWithoutWaiting() async throws {
        let clock = ManualClock(advancesOnSleep: false)
        let client = Self.paced(ScriptedHTTPClient([.status(200)], clock: clock), limit: 3, clock: clock)
        let url = Self.request.url
        #expect(client.freeSlots(for: url) == 3)

        for _ in 0..<2 { _ = try await client.send(Self.request) }
        #expect(client.freeSlots(for: url) == 1)
        #expect(client.freeSlots(for: URL(string: "https://other.example.org/")!) == 3)

        for _ in 0..<2 { _ = try await client.send(Self.request) }  // the fourth is due at 60 s
        #expect(client.freeSlots(for: url) == 0)
        clock.advance(by: .seconds(59))
        #expect(client.freeSlots(for: url) == 0)
        clock.advance(by: .seconds(1))
        #expect(
            client.freeSlots(for: url) == 2,
            "the three of 0 s have left the window; the one due at 60 s has not")
    }

    @Test func aRequestThatWaitsIsToldOfBeforeItWaits() async throws {
        let clock = ManualClock()
        let told = Mutex<[Duration]>([])
        let client = Self.paced(
            ScriptedHTTPClient([.status(200)], clock: clock), limit: 1, clock: clock,
            onWait: { _, wait in told.withLock { $0.append(wait) } })

        for _ in 0..<3 { _ = try await client.send(Self.request) }

        #expect(told.withLock { $0 } == [.seconds(60), .seconds(60)])
        #expect(clock.sleeps == [.seconds(60), .seconds(60)])
    }
}
