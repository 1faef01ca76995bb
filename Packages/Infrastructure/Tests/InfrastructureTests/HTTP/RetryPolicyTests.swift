import Testing

@testable import Infrastructure

struct RetryPolicyTests {
    static func stub(initialBackoff: Duration = .milliseconds(500), maximumBackoff: Duration = .seconds(4))
        -> RetryPolicy
    {
        RetryPolicy(
            maximumAttempts: 3, initialBackoff: initialBackoff, maximumBackoff: maximumBackoff,
            maximumRetryAfter: .seconds(60), budget: .seconds(30), attemptLimit: .seconds(30))
    }

    @Test func backoffDoublesUpToTheCapWithJitterBetweenHalfAndAll() {
        let policy = Self.stub()

        #expect(
            (1...6).map { policy.backoff(beforeRetry: $0, jitter: 0) } == [
                .milliseconds(250), .milliseconds(500), .seconds(1), .seconds(2), .seconds(2), .seconds(2),
            ])
        #expect(
            (1...6).map { policy.backoff(beforeRetry: $0, jitter: 0.999_999) }.map { $0 <= .seconds(4) } == [
                true, true, true, true, true, true,
            ])
        #expect(policy.backoff(beforeRetry: 3, jitter: 1) == .seconds(2))
    }

    @Test func outOfRangeJitterAndHugeRetryNumbersStayBounded() {
        let policy = Self.stub()

        #expect(policy.backoff(beforeRetry: 1, jitter: -3) == .milliseconds(250))
        #expect(policy.backoff(beforeRetry: 1, jitter: 7) == .milliseconds(500))
        #expect(policy.backoff(beforeRetry: 10_000, jitter: 1) == .seconds(4))
    }

    @Test func theStandardPolicyKeepsEverythingWithinTwiceTheRequestTimeout() {
        let policy = RetryPolicy.standard(requestTimeout: .seconds(15))

        #expect(policy.maximumAttempts == 3)
        #expect(policy.budget == .seconds(30))
        #expect(policy.attemptLimit == .seconds(30))
        #expect(
            RetryPolicy(
                maximumAttempts: 0, initialBackoff: .zero, maximumBackoff: .zero, maximumRetryAfter: .zero,
                budget: .zero, attemptLimit: .zero
            ).maximumAttempts == 1)
    }
}
