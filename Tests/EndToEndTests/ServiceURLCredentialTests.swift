import Foundation
import Testing

/// A service URL may carry credentials (`https://user:password@mirror.example`, for a mirror behind basic
/// authentication): they are used, and never printed, by `doctor`, `--verbose` logs or any message.
@Suite(.serialized) struct ServiceURLCredentialTests {
    static let user = "wxmirroruser"
    static let password = "s3cretMirrorPass"

    static func expectNoCredentials(_ result: WxappResult, sourceLocation: SourceLocation = #_sourceLocation)
    {
        for secret in [user, password] {
            #expect(
                !result.stdout.contains(secret) && !result.stderr.contains(secret),
                "\(secret) printed: \(result)",
                sourceLocation: sourceLocation)
        }
    }

    @Test func credentialsInAServiceURLAreNeverPrinted() async throws {
        try await Sandbox.runPatiently { sandbox in
            try await FakeOpenMeteo.run { _, url in
                let withCredentials = url.replacingOccurrences(
                    of: "://", with: "://\(Self.user):\(Self.password)@")
                sandbox.environment["OPENWEATHER_API_KEY"] = nil
                sandbox.environment["WXAPP_OPENMETEO_URL"] = withCredentials
                for command in [
                    ["add", "Paris,FR", "-v"], ["forecast", "Paris", "-v"], ["doctor"],
                    ["doctor", "-v"],
                ] {
                    let result = try await sandbox.wxapp(arguments: command)
                    #expect(result.exitCode == 0, "\(result)")
                    Self.expectNoCredentials(result)
                    if command.first == "doctor" {
                        #expect(result.stdout.contains("://REDACTED@127.0.0.1"), "\(result)")
                    }
                }
                let verbose = try await sandbox.wxapp("air", "Paris", "-v")
                #expect(verbose.stderr.contains("REDACTED@127.0.0.1"), "the request is logged: \(verbose)")

                sandbox.environment["WXAPP_OPENMETEO_URL"] =
                    "https://\(Self.user):\(Self.password)@127.0.0.1:99999"
                let invalid = try await sandbox.wxapp("list")
                #expect(invalid.exitCode == 78, "\(invalid)")
                Self.expectNoCredentials(invalid)
                #expect(invalid.stderr.contains("\"https://REDACTED@127.0.0.1:99999\""), "\(invalid)")
            }
        }
    }
}
