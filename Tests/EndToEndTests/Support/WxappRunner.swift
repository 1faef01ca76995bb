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
    func run(_ arguments: [String], timeout: Duration = .seconds(60)) async throws -> WxappResult {
        let child = try ChildProcess(
            executable: binary, arguments: arguments, environment: environment,
            workingDirectory: workingDirectory, output: .captured)
        async let stdout = Self.readToEnd(child.standardOutput)
        async let stderr = Self.readToEnd(child.standardError)
        var ended = await child.wait(upTo: timeout)
        let finished = ended != nil
        if !finished {
            child.send(SIGTERM)
            ended = await child.wait(upTo: .seconds(2))
            if ended == nil {
                child.send(SIGKILL)
                ended = await child.wait(upTo: .seconds(5))
            }
        }
        let result = WxappResult(
            arguments: arguments, exitCode: ended?.status ?? -1, signalled: ended?.signalled ?? false,
            stdout: await stdout, stderr: await stderr)
        guard finished else { throw Failure.timedOut(after: timeout, partial: result) }
        return result
    }

    /// Reads on a thread of its own: a blocking read must hold neither a thread of the shared pool nor one
    /// of Dispatch's few global workers, which the other tests need.
    private static func readToEnd(_ handle: FileHandle?) async -> String {
        guard let handle else { return "" }
        return await withCheckedContinuation { continuation in
            Thread {
                let data = handle.readDataToEndOfFile()
                continuation.resume(returning: String(decoding: data, as: UTF8.self))
            }.start()
        }
    }
}
