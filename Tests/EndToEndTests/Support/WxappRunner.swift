import Foundation

/// Runs a binary with an environment built from scratch, capturing both streams, with a hard time limit.
struct WxappRunner: Sendable {
    enum Failure: Error, CustomStringConvertible {
        case binaryNotFound(path: String)
        case timedOut(after: Duration, partial: WxappResult)

        var description: String {
            switch self {
            case .binaryNotFound(let path):
                "No executable at \(path); build with `swift build --build-tests` or set WXAPP_BINARY."
            case .timedOut(let limit, let partial):
                "Killed after \(limit):\n\(partial)"
            }
        }
    }

    let binary: URL
    var environment: [String: String]
    let workingDirectory: URL

    init(binary: URL, environment: [String: String], workingDirectory: URL) {
        self.binary = binary
        self.environment = environment
        self.workingDirectory = workingDirectory
    }

    /// `$WXAPP_BINARY`, else `wxapp` next to the test bundle (the directory holding the `.xctest`).
    static func locateWxapp() throws -> URL {
        if let override = ProcessInfo.processInfo.environment["WXAPP_BINARY"], !override.isEmpty {
            return try executable(at: URL(fileURLWithPath: override))
        }
        var directory = URL(fileURLWithPath: ProcessInfo.processInfo.arguments[0]).standardizedFileURL
        repeat {
            directory.deleteLastPathComponent()
        } while directory.pathExtension == "xctest" || directory.path.contains(".xctest/")
        return try executable(at: directory.appendingPathComponent("wxapp"))
    }

    private static func executable(at url: URL) throws -> URL {
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw Failure.binaryNotFound(path: url.path)
        }
        return url
    }

    /// Runs to completion; past `timeout` the process is killed and `Failure.timedOut` thrown.
    func run(_ arguments: [String], timeout: Duration = .seconds(20)) async throws -> WxappResult {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = workingDirectory
        let stdoutPipe = Pipe()
        let stderrPipe = Pipe()
        process.standardOutput = stdoutPipe
        process.standardError = stderrPipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        async let stdout = Self.readToEnd(stdoutPipe.fileHandleForReading)
        async let stderr = Self.readToEnd(stderrPipe.fileHandleForReading)
        let finished = await Self.waitForExit(of: process, upTo: timeout)
        if !finished {
            process.terminate()
            if await !Self.waitForExit(of: process, upTo: .seconds(2)) {
                kill(process.processIdentifier, SIGKILL)
                _ = await Self.waitForExit(of: process, upTo: .seconds(5))
            }
        }
        let result = WxappResult(
            arguments: arguments, exitCode: process.terminationStatus,
            signalled: process.terminationReason == .uncaughtSignal,
            stdout: await stdout, stderr: await stderr)
        guard finished else { throw Failure.timedOut(after: timeout, partial: result) }
        return result
    }

    /// Polls rather than blocks, so that no cooperative thread waits on the child.
    private static func waitForExit(of process: Process, upTo limit: Duration) async -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + limit
        while process.isRunning {
            guard clock.now < deadline else { return false }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return true
    }

    /// Reads on a thread of its own: a blocking read must hold neither a cooperative thread nor one of
    /// Dispatch's few global workers, which the fake server's event loop needs.
    private static func readToEnd(_ handle: FileHandle) async -> String {
        await withCheckedContinuation { continuation in
            Thread {
                let data = handle.readDataToEndOfFile()
                continuation.resume(returning: String(decoding: data, as: UTF8.self))
            }.start()
        }
    }
}
