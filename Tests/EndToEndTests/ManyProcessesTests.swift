import Foundation
import Infrastructure
import Testing

/// Several wxapp processes on one database at once, as several terminals (or a cron job and a user) have.
struct ManyProcessesTests {
    /// Places every process adds at once, first thing, on a database that does not exist yet; nobody deletes them.
    static let permanent = ["Japan": "JP", "France": "FR", "Spain": "ES"]
    /// One country per process, which only that process adds and deletes.
    static let own = [
        "Italy": "IT", "Peru": "PE", "Chile": "CL", "Kenya": "KE", "Egypt": "EG", "Canada": "CA",
        "Brazil": "BR", "India": "IN",
    ]

    /// What one process did: every run, and whether its own place is saved at the end.
    struct Worker: Sendable {
        let country: String
        let runner: WxappRunner
        let deadline: ContinuousClock.Instant

        func run() async throws -> (results: [WxappResult], saved: Bool) {
            var results: [WxappResult] = []
            var saved = false
            var step = 0
            // Every process goes once through add, list, delete and refresh, then goes on until the deadline.
            while step < 4 || ContinuousClock.now < deadline {
                let arguments: [String]
                switch step % 5 {
                case _ where step == 0:
                    arguments = ["add", country] + ManyProcessesTests.permanent.keys.sorted()
                case 0: arguments = ["add", country]
                case 1: arguments = ["list", "--format", "json"]
                case 2: arguments = saved ? ["delete", country] : ["show", "Tokyo"]
                case 3: arguments = ["list", "--refresh", "--format", "plain"]
                default: arguments = ["show", "Madrid", "--format", "json"]
                }
                let result = try await runner.run(arguments, timeout: .seconds(30))
                if result.exitCode == 0, arguments.first == "add" { saved = true }
                if result.exitCode == 0, arguments.first == "delete" { saved = false }
                results.append(result)
                step += 1
            }
            return (results, saved)
        }
    }

    @Test func eightProcessesCreateAddListRefreshAndDeleteWithoutLossOrLockErrors() async throws {
        try await TestLoad.shared.run(slots: 4) { try await Self.eightProcesses() }
    }

    static func eightProcesses() async throws {
        try await Sandbox.runPatiently { sandbox in
            sandbox.environment["WXAPP_HTTP_TIMEOUT"] = "20"
            sandbox.environment["WXAPP_CACHE_LIFETIME"] = "0"
            #expect(!FileManager.default.fileExists(atPath: sandbox.databaseURL.path))
            let runner = sandbox.runner
            let deadline = ContinuousClock.now + .seconds(3)

            let outcomes = try await withThrowingTaskGroup(of: (String, [WxappResult], Bool).self) { group in
                for country in Self.own.keys {
                    group.addTask {
                        let (results, saved) = try await Worker(
                            country: country, runner: runner, deadline: deadline
                        )
                        .run()
                        return (country, results, saved)
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }

            let results = outcomes.flatMap(\.1)
            #expect(results.count >= 32, "every process ran several commands: \(results.count) runs")
            for result in results {
                sandbox.expectInvariants(of: result, sourceLocation: #_sourceLocation)
                #expect(result.exitCode == 0, "\(result)")
                #expect(!result.stderr.localizedCaseInsensitiveContains("locked"), "\(result)")
                #expect(!result.stderr.localizedCaseInsensitiveContains("busy"), "\(result)")
            }
            let list = try await sandbox.wxapp("list", "--offline", "--format", "json")
            let countries = try ReportDocument.list(list.stdout).places.map(\.country).sorted()
            let expected = (Array(Self.permanent.values) + outcomes.filter(\.2).compactMap { Self.own[$0.0] })
                .sorted()
            #expect(countries == expected, "no place lost, none duplicated")
            #expect(try DatabaseSnapshot.integrity(of: sandbox.databaseURL.path) == ["ok"])
        }
    }
}
