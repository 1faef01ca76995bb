import Foundation

extension WxappRunner {
    /// Starts wxapp, waits until `trigger` says so (polled every 2 ms), then `extra`, sends SIGKILL if
    /// wxapp is still running and waits for it to end. True when the kill landed, false when wxapp had finished.
    func runKilled(
        _ arguments: [String], extra: Duration = .zero, when trigger: @Sendable () async -> Bool
    ) async throws -> Bool {
        let child = try ChildProcess(
            executable: binary, arguments: arguments, environment: environment,
            workingDirectory: workingDirectory, output: .discarded)
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(20)
        while child.ended == nil, clock.now < deadline, await !trigger() {
            try await Task.sleep(for: .milliseconds(2))
        }
        if extra > .zero { try await Task.sleep(for: extra) }
        let killed = child.ended == nil && kill(child.processIdentifier, SIGKILL) == 0
        let ended = await child.wait(upTo: deadline - clock.now)
        return killed && ended?.signalled == true
    }
}
