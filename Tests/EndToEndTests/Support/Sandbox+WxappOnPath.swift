import Foundation
import Testing

extension Sandbox {
    /// The sandbox's environment with a directory holding `wxapp` (a link to the binary under test) first on
    /// `PATH`, for what runs `wxapp` by its name: a shell's completion script, a status bar's command.
    func environmentWithWxappOnPath() throws -> [String: String] {
        let directory = self.directory.appendingPathComponent("bin")
        let link = directory.appendingPathComponent("wxapp")
        if (try? link.checkResourceIsReachable()) != true {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                at: link, withDestinationURL: try WxappRunner.locateWxapp())
        }
        var environment = self.environment
        environment["PATH"] = directory.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        return environment
    }

    /// Runs `/bin/sh -c command` with `wxapp` on `PATH`, as a status bar or a terminal would, and checks what
    /// every run must keep (no leaked key, no colour, a well-behaved client).
    func shell(
        _ command: String, timeout: Duration = .seconds(60),
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> WxappResult {
        try requireSafeServiceURL(sourceLocation: sourceLocation)
        let runner = WxappRunner(
            binary: URL(fileURLWithPath: "/bin/sh"), environment: try environmentWithWxappOnPath(),
            workingDirectory: directory)
        let result = try await runner.run(["-c", command], timeout: timeout)
        expectInvariants(of: result, sourceLocation: sourceLocation)
        let violations = await server.violations
        #expect(
            violations.isEmpty, "wxapp sent requests a correct client never sends: \(violations)",
            sourceLocation: sourceLocation)
        return result
    }
}
