import Foundation
import LoopbackSupport
import Testing

/// Retries of the real binary: when they happen, how long they wait, and how many requests run at once.
@Suite(.serialized) struct RetryTests {
    @Test func aRetryAfterIsWaitedOutAndTheRetrySucceeds() async throws {
        try await Sandbox.runPatiently { sandbox in
            await sandbox.server.setFault(
                ServerFault.status(
                    429, body: #"{"cod":429,"message":"slow down"}"#, headers: ["Retry-After": "1"]
                )
                .times(1),
                for: .weather)
            let clock = ContinuousClock()
            let started = clock.now

            let result = try await sandbox.wxapp("add", "Japan")

            #expect(result.exitCode == 0 && result.stderr.isEmpty, "\(result)")
            #expect(clock.now - started >= .seconds(1), "the retry did not wait for Retry-After")
            #expect(await sandbox.server.requests(to: .weather).count == 2)
        }
    }

    @Test func serverErrorsAreRetriedUntilTheServiceRecovers() async throws {
        try await Sandbox.runPatiently { sandbox in
            await sandbox.server.setFault(ServerFault.internalServerError.times(2), for: .weather)

            let result = try await sandbox.wxapp("add", "Japan")

            #expect(result.exitCode == 0 && result.stderr.isEmpty, "\(result)")
            #expect(await sandbox.server.requests(to: .weather).count == 3)
        }
    }

    @Test func aRejectedKeyOrAMissingPlaceIsNeverRetried() async throws {
        try await Sandbox.runPatiently { sandbox in
            await sandbox.server.setFault(.cityNotFound, for: .geocoding)
            let notFound = try await sandbox.wxapp("add", "Narnia")
            #expect(notFound.exitCode == 66, "\(notFound)")
            #expect(await sandbox.server.requests(to: .geocoding).count == 1)

            await sandbox.server.setFault(.rejectedKey, for: .weather)
            let rejected = try await sandbox.wxapp("add", "Japan")
            #expect(rejected.exitCode == 77, "\(rejected)")
            #expect(await sandbox.server.requests(to: .weather).count == 1)
        }
    }

    @Test func concurrentRequestsStayWithinTheConfiguredLimit() async throws {
        try await Sandbox.runPatiently { sandbox in
            #expect(
                try await sandbox.wxapp("add", "Japan", "France", "Spain", "Italy", "Peru", "Chile").exitCode
                    == 0)
            sandbox.environment["WXAPP_MAX_CONCURRENCY"] = "2"
            let server = sandbox.server
            let before = await server.requests(to: .weather).count
            await server.hold(.weather)
            await server.resetMaximumInFlight()

            // The six requests are answered two at a time, each pair once both wait unanswered: every
            // request wxapp sends meanwhile is in flight with them.
            let runner = sandbox.runner
            async let refresh = runner.run(["list", "--refresh", "--format", "json"])
            for _ in 0..<3 {
                let pair = await EventWait.happens(within: .seconds(60)) {
                    await server.until(.held(2, .weather))
                }
                #expect(pair, "wxapp sent fewer than two requests at once")
                await server.admit(2, to: .weather)
            }
            await server.release([.weather])
            let result = try await refresh

            #expect(result.exitCode == 0, "\(result)")
            #expect(await server.requests(to: .weather).count == before + 6)
            #expect(await server.maximumInFlight == 2)
            #expect(await server.violations.isEmpty)
        }
    }

    @Test(arguments: [
        ("WXAPP_MAX_CONCURRENCY", "0"), ("WXAPP_MAX_CONCURRENCY", "many"), ("WXAPP_MAX_CONCURRENCY", "17"),
        ("WXAPP_REQUESTS_PER_MINUTE", "0"), ("WXAPP_REQUESTS_PER_MINUTE", "1.5"),
    ])
    func aBadLimitIsAConfigurationError(variable: String, value: String) async throws {
        try await Sandbox.runPatiently { sandbox in
            sandbox.environment[variable] = value

            let result = try await sandbox.wxapp("list")

            #expect(result.exitCode == 78, "\(result)")
            #expect(result.stderr.contains("\(variable) is \"\(value)\""), "\(result)")
        }
    }
}
