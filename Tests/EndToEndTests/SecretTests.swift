import Foundation
import Testing

/// The API key never prints, not even with `--verbose` and the most detailed log level, and is never stored.
/// (Every run in this target is checked for the key by `Sandbox`; these runs make it most likely to slip out.)
@Suite(.serialized) struct SecretTests {
    @Test func theMostDetailedLogNamesRequestsButNotTheKey() async throws {
        try await Sandbox.run { sandbox in
            sandbox.environment["WXAPP_LOG_LEVEL"] = "trace"
            let add = try await sandbox.wxapp("add", "Tokyo", "--verbose")
            #expect(add.exitCode == 0, "\(add)")
            #expect(!add.stderr.isEmpty, "--verbose with trace logging says what it does\n\(add)")

            await sandbox.server.setFault(.rateLimited)
            sandbox.environment["WXAPP_CACHE_LIFETIME"] = "0"
            let show = try await sandbox.wxapp("show", "Tokyo", "--verbose")
            #expect(show.exitCode == 0, "\(show)")
            #expect(await sandbox.server.requests.allSatisfy { $0.query["appid"] == Sandbox.apiKey })
        }
    }

    @Test func aRejectedKeyIsNotEchoedBack() async throws {
        try await Sandbox.run { sandbox in
            sandbox.environment["OPENWEATHER_API_KEY"] = "0123456789abcdef0123456789abcdef"
            sandbox.environment["WXAPP_LOG_LEVEL"] = "trace"
            let result = try await sandbox.wxapp("add", "Japan", "--verbose")
            #expect(result.exitCode == 77, "\(result)")
        }
    }
}
