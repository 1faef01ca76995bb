import Foundation
import Testing

/// `wxapp watch` when its output is not a terminal: one block per refresh.
@Suite(.serialized) struct WatchTests {
    @Test func pipedItPrintsABlockPerRefreshAndStopsAtTheCount() async throws {
        try await Sandbox.runPatiently { sandbox in
            #expect(try await sandbox.wxapp("add", "Japan", "Spain").exitCode == 0)
            let before = await sandbox.server.requests.count

            let run = try await sandbox.wxapp("watch", "--count", "1", "--format", "plain")

            #expect(run.exitCode == 0, "\(run)")
            let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == 5, "\(run)")
            #expect(lines.first?.hasSuffix("Z · 2 places · network: not needed yet") == true, "\(run)")
            #expect(lines.dropFirst().first?.hasPrefix("Tokyo, JP: 20°C, broken clouds") == true, "\(run)")
            #expect(!run.stdout.contains("\u{1B}"), "no screen control when piped")
            #expect(
                await sandbox.server.requests.count == before, "rows fresher than the interval cost nothing")
        }
    }

    @Test func anIntervalUnderAMinuteIsRefusedToProtectTheKey() async throws {
        try await Sandbox.runPatiently { sandbox in
            let run = try await sandbox.wxapp("watch", "--interval", "10s")

            #expect(run.exitCode == 64, "\(run)")
            #expect(run.stderr.contains("the shortest is 1m"), "\(run)")
        }
    }
}
