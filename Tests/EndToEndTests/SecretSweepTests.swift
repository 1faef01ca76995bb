import Foundation
import Testing

/// Every command, its failures included, with `--verbose` and the most detailed log: the key appears in no
/// output and no file (each run checks stdout, stderr and every file in the sandbox), while the logs do name
/// the requests, with the key blanked out.
struct SecretSweepTests {
    @Test func noCommandEverShowsOrStoresTheKey() async throws {
        try await Sandbox.runPatiently { sandbox in
            sandbox.environment["WXAPP_LOG_LEVEL"] = "trace"
            let commands: [[String]] = [
                ["add", "Japan", "Narnia", "London,GB"], ["list"], ["list", "--refresh", "--format", "json"],
                ["show", "Tokyo", "--format", "plain"], ["search", "jap"], ["doctor"],
                ["doctor", "--backup"],
                ["doctor", "--rebuild", "--format", "json"], ["delete", "London,GB"],
            ]
            var stderr = ""
            for command in commands {
                let result = try await sandbox.wxapp(arguments: command + ["--verbose"])
                #expect(result.exitCode == 0 || command.contains("Narnia"), "\(result)")
                stderr += result.stderr
            }
            sandbox.environment["WXAPP_CACHE_LIFETIME"] = "0"
            sandbox.environment["WXAPP_HTTP_TIMEOUT"] = "1"
            for fault in [
                ServerFault.rejectedKey, .rateLimited, .internalServerError, .twentyMegabytes, .wrongTypes,
                .silent, .cutOffMidReply,
            ] {
                await sandbox.server.setFault(fault)
                stderr += try await sandbox.wxapp("list", "--verbose").stderr
                stderr += try await sandbox.wxapp("add", "France", "--verbose").stderr
            }
            await sandbox.server.stop()
            stderr += try await sandbox.wxapp("add", "Spain", "--verbose").stderr

            #expect(stderr.contains("appid=REDACTED"), "the logs name the requests, key blanked out")
            #expect(!stderr.contains(Sandbox.apiKey))
        }
    }

    @Test func aRedirectToPlainHTTPIsRefusedAndTheKeyIsNotSentThere() async throws {
        try await Sandbox.runPatiently { sandbox in
            await sandbox.server.setFault(
                .status(302, body: "", headers: ["Location": "http://wxapp-test.invalid/data/2.5/weather"]),
                for: .weather)

            let result = try await sandbox.wxapp("add", "Japan", "--verbose")

            // A redirect wxapp does not follow is the service's fault, not the user's configuration.
            #expect(result.exitCode == 75, "\(result)")
            #expect(
                result.stderr.hasSuffix(
                    "wxapp: 127.0.0.1 redirected the request to http://wxapp-test.invalid/data/2.5/weather, which "
                        + "wxapp does not follow (only https redirects, three at most), and there is no cached copy "
                        + "to show. Try again later, or check the service's URL setting.\n"),
                "\(result)")
        }
    }
}
