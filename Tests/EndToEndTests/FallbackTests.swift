import Foundation
import Testing

/// With a cached copy, a network failure shows the copy, says why on stderr and exits 0.
@Suite(.serialized) struct FallbackTests {
    /// A way for fresh data to be out of reach, and the words that must explain it on stderr.
    struct Outage: Sendable, CustomTestStringConvertible {
        let name: String
        let fault: ServerFault?
        let reason: String

        var testDescription: String { name }

        /// Nil fault: the server is stopped and connections are refused.
        static let all = [
            Outage(name: "401 key rejected", fault: .rejectedKey, reason: "API key was rejected"),
            Outage(name: "429 rate limited", fault: .rateLimited, reason: "limiting requests"),
            Outage(name: "500 server error", fault: .internalServerError, reason: "HTTP 500"),
            Outage(name: "timeout", fault: .delay(.seconds(6)), reason: "in time"),
            Outage(name: "server stopped", fault: nil, reason: "unreachable"),
        ]

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
        try await Sandbox.run { sandbox in
            #expect(try await sandbox.wxapp("add", "Japan").exitCode == 0)
            sandbox.environment["WXAPP_CACHE_LIFETIME"] = "0"
            await outage.begin(on: sandbox.server)

            let result = try await sandbox.wxapp("show", "Tokyo")
            #expect(result.exitCode == 0, "\(result)")
            #expect(result.stdout.contains("Tokyo, JP") && result.stdout.contains("20°C"), "\(result)")
            #expect(result.stderr.contains("cached"), "\(result)")
            #expect(result.stderr.contains(outage.reason), "\(result)")
            #expect(
                result.stderr.contains("less than a minute ago") || result.stderr.contains("just now")
                    || result.stderr.contains(" ago"),
                "the notice gives the data's age\n\(result)")
        }
    }

    @Test(arguments: Outage.all)
    func listFallsBackToTheCachedCopies(_ outage: Outage) async throws {
        try await Sandbox.run { sandbox in
            #expect(try await sandbox.wxapp("add", "Japan", "Paris,FR").exitCode == 0)
            sandbox.environment["WXAPP_CACHE_LIFETIME"] = "0"
            await outage.begin(on: sandbox.server)

            let result = try await sandbox.wxapp("list", "--format", "json")
            #expect(result.exitCode == 0, "\(result)")
            let places = try ReportDocument.list(result.stdout).places
            #expect(places.map(\.name) == ["Tokyo", "Paris"], "\(result)")
            #expect(places.allSatisfy { $0.stale }, "\(result)")
            #expect(result.stderr.contains(outage.reason), "\(result)")
        }
    }

    @Test func addingASavedPlaceAgainFallsBackToItsCopy() async throws {
        try await Sandbox.run { sandbox in
            #expect(try await sandbox.wxapp("add", "Japan").exitCode == 0)
            await sandbox.server.setFault(.internalServerError, for: .weather)

            let result = try await sandbox.wxapp("add", "Japan")
            #expect(result.exitCode == 0, "\(result)")
            #expect(result.stdout.contains("Tokyo, JP"), "\(result)")
            #expect(result.stderr.contains("cached") && result.stderr.contains("HTTP 500"), "\(result)")
        }
    }
}
