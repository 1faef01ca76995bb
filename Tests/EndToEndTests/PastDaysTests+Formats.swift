import Foundation
import Testing

extension PastDaysTests {
    /// The Prometheus feed gives the latest readings; past days are refused in it before anything is asked.
    @Test func pastDaysAreNotAPrometheusFeed() async throws {
        try await Sandbox.run { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                Self.keyless(sandbox, url, clocked: false)
                let refused = try await sandbox.wxapp(
                    "show", "Berlin", "--date", "yesterday", "-f", "prometheus")
                #expect(refused.exitCode == 64, "\(refused)")
                #expect(
                    refused.stderr.hasPrefix(
                        "Error: --format prometheus gives the latest readings; --date takes table, plain or json.\n"
                    ),
                    "\(refused)")
                #expect(refused.stdout.isEmpty)
                #expect(await meteo.requests.isEmpty)
            }
        }
    }
}
