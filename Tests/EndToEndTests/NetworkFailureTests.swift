import Foundation
import Testing

/// Network failures with nothing cached: each a sentence on stderr and the exit code DESIGN.md gives it.
@Suite(.serialized) struct NetworkFailureTests {
    /// A fault of the weather endpoint, the exit code it must give and a word its message must hold.
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let fault: ServerFault
        let exitCode: Int32
        let message: String

        var testDescription: String { name }
    }

    static let temporaryFailures = [
        Case(name: "429 rate limited", fault: .rateLimited, exitCode: 75, message: "30 seconds"),
        Case(name: "500 server error", fault: .internalServerError, exitCode: 75, message: "500"),
        Case(name: "502 HTML page", fault: .badGatewayHTML, exitCode: 75, message: "502"),
        Case(name: "timeout", fault: .delay(.seconds(6)), exitCode: 75, message: "in time"),
    ]

    static let unreadableReplies = [
        Case(name: "truncated JSON", fault: .truncatedJSON, exitCode: 65, message: "cannot read"),
        Case(name: "HTML with 200", fault: .htmlWithStatusOK, exitCode: 65, message: "cannot read"),
        Case(name: "wrong types", fault: .wrongTypes, exitCode: 65, message: "cannot read"),
    ]

    @Test(arguments: temporaryFailures + unreadableReplies)
    func aFailingWeatherReplyWithNothingCached(_ failure: Case) async throws {
        try await Sandbox.run { sandbox in
            await sandbox.server.setFault(failure.fault, for: .weather)
            let clock = ContinuousClock()
            let started = clock.now
            let result = try await sandbox.wxapp("add", "Japan")
            #expect(result.exitCode == failure.exitCode, "\(result)")
            #expect(result.stderr.contains(failure.message), "\(result)")
            #expect(result.stdout.isEmpty, "\(result)")
            #expect(clock.now - started < .seconds(6), "WXAPP_HTTP_TIMEOUT=2 was not honoured")
            let list = try await sandbox.wxapp("list", "--offline", "--format", "json")
            #expect(
                try ReportDocument.list(list.stdout).places.isEmpty, "a failed add saves nothing\n\(list)")
        }
    }

    @Test(arguments: temporaryFailures + unreadableReplies)
    func aFailingGeocodingReply(_ failure: Case) async throws {
        try await Sandbox.run { sandbox in
            await sandbox.server.setFault(failure.fault, for: .geocoding)
            let result = try await sandbox.wxapp("add", "Tokyo")
            #expect(result.exitCode == failure.exitCode, "\(result)")
            #expect(await sandbox.server.requests(to: .weather).isEmpty)
        }
    }

    @Test func aStoppedServerWithNothingCachedExits69() async throws {
        try await Sandbox.run { sandbox in
            await sandbox.server.stop()
            for arguments in [["add", "Japan"], ["add", "Tokyo"]] {
                let result = try await sandbox.wxapp(arguments: arguments)
                #expect(result.exitCode == 69, "\(result)")
                #expect(result.stderr.contains("unreachable"), "\(result)")
            }
        }
    }

    @Test func cityNotFoundFromTheServiceExits66() async throws {
        try await Sandbox.run { sandbox in
            await sandbox.server.setFault(.cityNotFound, for: .geocoding)
            let result = try await sandbox.wxapp("add", "Tokyo")
            #expect(result.exitCode == 66, "\(result)")
        }
    }

    @Test func anEmptyWeatherArrayIsStillWeather() async throws {
        try await Sandbox.run { sandbox in
            await sandbox.server.setFault(.emptyWeatherArray, for: .weather)
            let result = try await sandbox.wxapp("add", "Japan")
            #expect(result.exitCode == 0, "\(result)")
            #expect(result.stdout.contains("Tokyo, JP") && result.stdout.contains("20°C"), "\(result)")
        }
    }
}
