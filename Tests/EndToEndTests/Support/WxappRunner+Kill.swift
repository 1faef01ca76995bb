import Foundation

extension WxappRunner {
    /// Starts wxapp, waits until `trigger` says so (polled every 2 ms), then `extra`, sends SIGKILL if
    /// wxapp is still running and waits for it to end. True when the kill landed, false when wxapp had finished.
    func runKilled(
        _ arguments: [String], extra: Duration = .zero, when trigger: @Sendable () async -> Bool
    ) async throws -> Bool {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = workingDirectory
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(20)
        while process.isRunning, clock.now < deadline, await !trigger() {
            try await Task.sleep(for: .milliseconds(2))
        }
        if extra > .zero { try await Task.sleep(for: extra) }
        let killed = process.isRunning && kill(process.processIdentifier, SIGKILL) == 0
        while process.isRunning, clock.now < deadline {
            try await Task.sleep(for: .milliseconds(2))
        }
        return killed && process.terminationReason == .uncaughtSignal
    }
}
