import Foundation

extension WxappRunner {
    /// Starts wxapp, sends it SIGKILL after `delay` (if it is still running) and waits for it to end.
    /// Returns true when the kill landed, false when wxapp had already finished.
    func runKilled(_ arguments: [String], after delay: Duration) async throws -> Bool {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = workingDirectory
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        try await Task.sleep(for: delay)
        let killed = process.isRunning && kill(process.processIdentifier, SIGKILL) == 0
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(10)
        while process.isRunning, clock.now < deadline {
            try await Task.sleep(for: .milliseconds(2))
        }
        return killed && process.terminationReason == .uncaughtSignal
    }
}
