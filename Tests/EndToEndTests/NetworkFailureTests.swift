import Foundation
import Testing

/// Network failures with nothing cached: each a sentence on stderr and the exit code docs/EXIT-CODES.md gives it.
@Suite(.serialized) struct NetworkFailureTests {
    /// A fault of the service, the exit code it must give and the sentence that must explain it.
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let fault: ServerFault
        let exitCode: Int32
        let message: String

        var stderr: String { "wxapp: \(message)\n" }

        /// The sentence as the failure of the geocoding service rather than of the weather service.
        var geocodingStderr: String {
            stderr.replacingOccurrences(of: "The weather service", with: "OpenWeatherMap's geocoding service")
        }

        /// Two seconds an attempt where the service is made to time out, to keep the test short; the patient
        /// default elsewhere, so that a loaded machine never turns a slow loopback answer into a timeout.
        var requestTimeout: String {
            !fault.answers ? "2" : Sandbox.patientTimeout
        }

        var testDescription: String { name }
    }

    static let temporaryFailures = [
        Case(
            name: "429 rate limited", fault: .rateLimited, exitCode: 75,
            message: "The weather service is limiting requests. Try again in 30 seconds."),
        Case(
            name: "500 server error", fault: .internalServerError, exitCode: 75,
            message: "The weather service failed (HTTP 500). Try again later."),
        Case(
            name: "502 HTML page", fault: .badGatewayHTML, exitCode: 75,
            message: "The weather service failed (HTTP 502). Try again later."),
        Case(
            name: "timeout", fault: .silent, exitCode: 75,
            message: "The weather service did not answer in time. Try again in a moment."),
    ]

    static let unreadable =
        "The weather service sent data that wxapp cannot read. Try again later, and report it if it keeps happening."

    static let unreadableReplies = [
        Case(name: "truncated JSON", fault: .truncatedJSON, exitCode: 65, message: unreadable),
        Case(name: "HTML with 200", fault: .htmlWithStatusOK, exitCode: 65, message: unreadable),
        Case(name: "wrong types", fault: .wrongTypes, exitCode: 65, message: unreadable),
    ]

    @Test(arguments: temporaryFailures + unreadableReplies)
    func aFailingWeatherReplyWithNothingCached(_ failure: Case) async throws {
        try await Sandbox.run { sandbox in
            sandbox.environment["WXAPP_HTTP_TIMEOUT"] = failure.requestTimeout
            await sandbox.server.setFault(failure.fault, for: .weather)
            // A timeout is shown by the outcome, not by the clock: the silent service never answers, and only
            // WXAPP_HTTP_TIMEOUT ends the request.
            let result = try await sandbox.wxapp("add", "Japan")
            #expect(result.exitCode == failure.exitCode, "\(result)")
            #expect(result.stderr == failure.stderr, "\(result)")
            #expect(result.stdout.isEmpty, "\(result)")
            let list = try await sandbox.wxapp("list", "--offline", "--format", "json")
            #expect(
                try ReportDocument.list(list.stdout).places.isEmpty, "a failed add saves nothing\n\(list)")
        }
    }

    @Test(arguments: temporaryFailures + unreadableReplies)
    func aFailingGeocodingReply(_ failure: Case) async throws {
        try await Sandbox.run { sandbox in
            sandbox.environment["WXAPP_HTTP_TIMEOUT"] = failure.requestTimeout
            await sandbox.server.setFault(failure.fault, for: .geocoding)
            let result = try await sandbox.wxapp("add", "Narnia")
            #expect(result.exitCode == failure.exitCode, "\(result)")
            #expect(result.stderr == failure.geocodingStderr, "\(result)")
            #expect(await sandbox.server.requests(to: .weather).isEmpty)
        }
    }

    /// A host that refuses is a service that is down on a network that works: a temporary failure, not 69.
    @Test func aStoppedServerWithNothingCachedExits75() async throws {
        try await Sandbox.run { sandbox in
            await sandbox.server.stop()
            for arguments in [["add", "Japan"], ["add", "Tokyo"]] {
                let result = try await sandbox.wxapp(arguments: arguments)
                #expect(result.exitCode == 75, "\(result)")
                #expect(
                    result.stderr
                        == "wxapp: 127.0.0.1 refused the connection, and there is no cached copy to show. "
                        + "Try again later, or check the service's URL setting.\n", "\(result)")
            }
        }
    }

    @Test func anUnknownHostWithNothingCachedIsANetworkThatIsDownAndExits69() async throws {
        try await Sandbox.run { sandbox in
            sandbox.environment["WXAPP_OPENWEATHER_URL"] = "https://wxapp-test.invalid"
            let result = try await sandbox.wxapp("add", "Tokyo")
            #expect(result.exitCode == 69, "\(result)")
            #expect(
                result.stderr == "wxapp: The network is unreachable and there is no cached copy to show. "
                    + "Check your connection and try again.\n", "\(result)")
        }
    }

    @Test func cityNotFoundFromTheServiceExits66() async throws {
        try await Sandbox.run { sandbox in
            await sandbox.server.setFault(.cityNotFound, for: .geocoding)
            let result = try await sandbox.wxapp("add", "Narnia")
            #expect(result.exitCode == 66, "\(result)")
            #expect(
                result.stderr == "wxapp: No country or city called \"Narnia\" was found. "
                    + "Check the spelling, or add a country code as in \"Paris,FR\".\n",
                "the message names what the user typed, not the service's words\n\(result)")
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
