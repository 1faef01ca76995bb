import Foundation
import Logging
import Testing

@testable import Infrastructure

struct RetryingHTTPClientTests {
    static let url = URL(string: "https://api.example.org/data/2.5/weather?lat=1&lon=2")!

    static func stub(
        _ base: any HTTPClient, clock: ManualClock, policy: RetryPolicy = policy(), jitter: Double = 0.5
    ) -> RetryingHTTPClient {
        RetryingHTTPClient(
            base: base, policy: policy, clock: clock, jitter: { jitter },
            logger: Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() }))
    }

    static func policy(
        maximumAttempts: Int = 3, budget: Duration = .seconds(30), attemptLimit: Duration = .seconds(10)
    ) -> RetryPolicy {
        RetryPolicy(
            maximumAttempts: maximumAttempts, initialBackoff: .milliseconds(500), maximumBackoff: .seconds(4),
            maximumRetryAfter: .seconds(60), budget: budget, attemptLimit: attemptLimit)
    }

    static func outcome(_ client: RetryingHTTPClient, method: String = "GET") async -> Result<
        Int, HTTPClientError
    > {
        do {
            return .success(try await client.send(HTTPRequest(url: url, method: method)).statusCode)
        } catch {
            return .failure(error)
        }
    }

    @Test func aSuccessIsSentOnce() async {
        let clock = ManualClock()
        let base = ScriptedHTTPClient([.status(200)])

        #expect(await Self.outcome(Self.stub(base, clock: clock)) == .success(200))
        #expect(base.requests.count == 1)
        #expect(clock.sleeps.isEmpty)
    }

    @Test func serverErrorsAreRetriedWithGrowingJitteredBackoff() async {
        let clock = ManualClock()
        let base = ScriptedHTTPClient([.status(500), .status(502), .status(200)])

        #expect(await Self.outcome(Self.stub(base, clock: clock, jitter: 0.5)) == .success(200))
        #expect(base.requests.count == 3)
        #expect(clock.sleeps == [.milliseconds(375), .milliseconds(750)])
    }

    @Test func retriesStopAfterTheLastAttemptWithTheLastReply() async {
        let clock = ManualClock()
        let base = ScriptedHTTPClient([.status(503)])

        #expect(await Self.outcome(Self.stub(base, clock: clock)) == .success(503))
        #expect(base.requests.count == 3)
        #expect(clock.sleeps.count == 2)
    }

    @Test(arguments: [200, 204, 301, 400, 401, 403, 404, 418])
    func otherStatusesAreNotRetried(status: Int) async {
        let clock = ManualClock()
        let base = ScriptedHTTPClient([.status(status), .status(200)])

        #expect(await Self.outcome(Self.stub(base, clock: clock)) == .success(status))
        #expect(base.requests.count == 1)
    }

    @Test(arguments: [
        HTTPClientError.cannotConnect(detail: "no route to host"), .refused(detail: "refused"),
        .notConnected(detail: "offline"),
        .transport(detail: "reset"), .responseTooLarge(limitBytes: 10), .insecureURL("http://example.org"),
    ])
    func failuresOtherThanATimeoutAreNotRetried(error: HTTPClientError) async {
        let clock = ManualClock()
        let base = ScriptedHTTPClient([.failure(error), .status(200)])

        #expect(await Self.outcome(Self.stub(base, clock: clock)) == .failure(error))
        #expect(base.requests.count == 1)
    }

    @Test func aTimeoutIsRetried() async {
        let clock = ManualClock()
        let base = ScriptedHTTPClient([.after(.seconds(5), .timedOut), .status(200)], clock: clock)

        #expect(await Self.outcome(Self.stub(base, clock: clock)) == .success(200))
        #expect(base.starts == [.zero, .milliseconds(5_375)])
    }

    @Test func onlyGETIsRetried() async {
        let clock = ManualClock()
        let base = ScriptedHTTPClient([.status(503), .status(200)])

        #expect(await Self.outcome(Self.stub(base, clock: clock), method: "POST") == .success(503))
        #expect(base.requests.count == 1)
    }

    @Test func retryAfterInSecondsIsHonoured() async {
        let clock = ManualClock()
        let base = ScriptedHTTPClient([.status(429, headers: ["Retry-After": "7"]), .status(200)])

        #expect(await Self.outcome(Self.stub(base, clock: clock)) == .success(200))
        #expect(clock.sleeps == [.seconds(7)])
    }

    @Test func retryAfterAsAnHTTPDateIsHonoured() async {
        let clock = ManualClock(date: Date(timeIntervalSince1970: 784_111_774))  // 08:49:34 GMT
        let base = ScriptedHTTPClient([
            .status(503, headers: ["Retry-After": "Sun, 06 Nov 1994 08:49:37 GMT"]), .status(200),
        ])

        #expect(await Self.outcome(Self.stub(base, clock: clock)) == .success(200))
        #expect(clock.sleeps == [.seconds(3)])
    }

    @Test func aShortRetryAfterStillWaitsTheBackoff() async {
        let clock = ManualClock()
        let base = ScriptedHTTPClient([.status(429, headers: ["Retry-After": "0"]), .status(200)])

        #expect(await Self.outcome(Self.stub(base, clock: clock)) == .success(200))
        #expect(clock.sleeps == [.milliseconds(375)])
    }

    @Test func aRetryAfterBeyondTheCapEndsTheRetries() async {
        let clock = ManualClock()
        let base = ScriptedHTTPClient([.status(429, headers: ["Retry-After": "3600"]), .status(200)])

        #expect(await Self.outcome(Self.stub(base, clock: clock)) == .success(429))
        #expect(base.requests.count == 1)
        #expect(clock.sleeps.isEmpty)
    }

    @Test func aWaitThatWouldPassTheBudgetEndsTheRetries() async {
        let clock = ManualClock()
        let base = ScriptedHTTPClient([.status(429, headers: ["Retry-After": "20"]), .status(200)])
        let client = Self.stub(base, clock: clock, policy: Self.policy(budget: .seconds(10)))

        #expect(await Self.outcome(client) == .success(429))
        #expect(base.requests.count == 1)
        #expect(clock.sleeps.isEmpty)
    }

    @Test func aRetryThatWouldOutlastTheBudgetIsCutOffAndTheEarlierFailureStands() async {
        let clock = ManualClock()
        let base = ScriptedHTTPClient([.after(.seconds(25), .timedOut), .hang], clock: clock)
        let client = Self.stub(
            base, clock: clock, policy: Self.policy(budget: .seconds(30), attemptLimit: .seconds(10)))

        #expect(await Self.outcome(client) == .failure(.timedOut))
        #expect(base.requests.count == 2)
        #expect(base.cancelledCount == 1, "the hung retry was cancelled")
        #expect(clock.sleeps == [.milliseconds(375), .milliseconds(4_625)])
    }

    @Test func oneAttemptMeansNoRetry() async {
        let clock = ManualClock()
        let base = ScriptedHTTPClient([.status(500), .status(200)])
        let client = Self.stub(base, clock: clock, policy: Self.policy(maximumAttempts: 1))

        #expect(await Self.outcome(client) == .success(500))
        #expect(base.requests.count == 1)
    }

    @Test func aRetryHeldBackByThePaceLeavesWhatTheServiceDid() async {
        let clock = ManualClock()
        let heldBack = HTTPClientError.heldBack(limit: 1, window: .seconds(60), freeIn: .seconds(59))
        let base = ScriptedHTTPClient([.status(503), .failure(heldBack), .status(200)])

        #expect(await Self.outcome(Self.stub(base, clock: clock)) == .success(503))
        #expect(base.requests.count == 2, "no retry after the one held back")
    }

    @Test func aFirstRequestHeldBackIsNotRetried() async {
        let clock = ManualClock()
        let heldBack = HTTPClientError.heldBack(limit: 1, window: .seconds(60), freeIn: .seconds(59))
        let base = ScriptedHTTPClient([.failure(heldBack), .status(200)])

        #expect(await Self.outcome(Self.stub(base, clock: clock)) == .failure(heldBack))
        #expect(base.requests.count == 1)
        #expect(clock.sleeps.isEmpty)
    }
}
