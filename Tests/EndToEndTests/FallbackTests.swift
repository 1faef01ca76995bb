import Foundation
import Testing

/// With a cached copy, a network failure shows the copy, says why on stderr and exits 0.
@Suite(.serialized) struct FallbackTests {
    /// The outage that times out on purpose does so in two seconds an attempt, to keep it short.
    static let timeout = "2"

    /// A way for fresh data to be out of reach, and the words that must explain it on stderr.
    struct Outage: Sendable, CustomTestStringConvertible {
        let name: String
        let fault: ServerFault?
        let reason: String

        var testDescription: String { name }

        /// Nil fault: the server is stopped and connections are refused.
        static let all = [
            Outage(name: "401 key rejected", fault: .rejectedKey, reason: "the API key was rejected"),
            Outage(
                name: "429 rate limited", fault: .rateLimited,
                reason: "the weather service is limiting requests (try again in 30 s)"),
            Outage(
                name: "500 server error", fault: .internalServerError,
                reason: "the weather service failed (HTTP 500)"),
            Outage(
                name: "timeout", fault: .silent,
                reason: "the weather service did not answer in time"),
            Outage(name: "server stopped", fault: nil, reason: "127.0.0.1 refused the connection"),
        ]

        /// Two seconds an attempt where the service is made to time out; the patient default for every other
        /// outage, so that a loaded machine never turns a prompt 401 or 500 into a timeout.
        var requestTimeout: String {
            fault?.answers == false ? FallbackTests.timeout : Sandbox.patientTimeout
        }

        /// The line that says which copy is shown, how old it is and why.
        func notice(for place: String) -> String {
            "wxapp: showing cached data for \(place), fetched just now: \(reason).\n"
        }

        func begin(on server: FakeOpenWeatherMap) async {
            if let fault {
                await server.setFault(fault)
            } else {
                await server.stop()
            }
        }
    }

    @Test(arguments: Outage.all)
    func showFallsBackToTheCachedCopy(_ outage: Outage) async throws {
        try await Sandbox.runPatiently { sandbox in
            #expect(try await sandbox.wxapp("add", "Japan").exitCode == 0)
            // Only the command that meets a timeout is hurried; the setup keeps the patient timeout.
            sandbox.environment["WXAPP_HTTP_TIMEOUT"] = outage.requestTimeout
            sandbox.environment["WXAPP_CACHE_LIFETIME"] = "0"
            await outage.begin(on: sandbox.server)

            let result = try await sandbox.wxapp("show", "Tokyo")
            #expect(result.exitCode == 0, "\(result)")
            #expect(result.stdout.contains("Tokyo, JP") && result.stdout.contains("20°C"), "\(result)")
            #expect(result.stderr == outage.notice(for: "Tokyo, JP"), "\(result)")
        }
    }

    @Test(arguments: Outage.all)
    func listFallsBackToTheCachedCopies(_ outage: Outage) async throws {
        try await Sandbox.runPatiently { sandbox in
            #expect(try await sandbox.wxapp("add", "Japan", "Paris,FR").exitCode == 0)
            sandbox.environment["WXAPP_HTTP_TIMEOUT"] = outage.requestTimeout
            sandbox.environment["WXAPP_CACHE_LIFETIME"] = "0"
            await outage.begin(on: sandbox.server)

            let result = try await sandbox.wxapp("list", "--format", "json")
            #expect(result.exitCode == 0, "\(result)")
            let places = try ReportDocument.list(result.stdout).places
            #expect(places.map(\.name) == ["Tokyo", "Paris"], "\(result)")
            #expect(places.allSatisfy { $0.stale }, "\(result)")
            #expect(
                result.stderr == outage.notice(for: "Tokyo, JP") + outage.notice(for: "Paris, FR"),
                "\(result)")
        }
    }

    @Test func addingASavedPlaceAgainFallsBackToItsCopy() async throws {
        try await Sandbox.runPatiently { sandbox in
            #expect(try await sandbox.wxapp("add", "Japan").exitCode == 0)
            await sandbox.server.setFault(.internalServerError, for: .weather)

            let result = try await sandbox.wxapp("add", "Japan")
            #expect(result.exitCode == 0, "\(result)")
            #expect(result.stdout.contains("Tokyo, JP"), "\(result)")
            #expect(
                result.stderr
                    == "wxapp: showing cached data for Tokyo, JP, fetched just now: "
                    + "the weather service failed (HTTP 500).\n", "\(result)")
        }
    }
}
