import Foundation
import LoopbackSupport
import Testing

/// The peers of Fixtures/tls_peers.py, on 127.0.0.1: a test certificate authority with server certificates
/// made at test time, HTTPS relays in front of the plain fake servers, and an HTTP CONNECT proxy.
final class LoopbackPeers: @unchecked Sendable {
    private static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/tls_peers.py")

    /// Debian's Python, with its cryptography package (python3-cryptography), as .ci/run installs them.
    private static let python = URL(fileURLWithPath: OptionalTool.python3.path)

    /// Where the certificates are: `ca.pem`, and `NAME.pem` with `NAME.key` for good, wronghost, expired
    /// and unknown (see the script).
    let directory: URL
    private var processes: [(process: Process, input: Pipe)] = []

    /// Makes the authority and the certificates.
    init(directory: URL) throws {
        try OptionalTool.python3.require()
        try OptionalTool.pythonCryptography.require()
        self.directory = directory
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = Self.python
        process.arguments = [Self.script.path, "certs", directory.path]
        let errors = Pipe()
        process.standardError = errors
        try SpawnGate.spawning { try process.run() }
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw PeerError(message: "tls_peers.py certs failed: \(message)")
        }
    }

    /// The authority the tests trust, for `SSL_CERT_FILE`.
    var authorityFile: String { directory.appendingPathComponent("ca.pem").path }

    /// Starts HTTPS on a free port, with the certificate `name`, in front of the plain server at `port`.
    func relay(certificate name: String, to port: Int) throws -> Int {
        let certificate = directory.appendingPathComponent("\(name).pem").path
        let key = directory.appendingPathComponent("\(name).key").path
        return try start(["relay", certificate, key, String(port)])
    }

    /// Starts a CONNECT proxy on a free port that appends each request head it receives to `log`.
    func proxy(log: URL) throws -> Int {
        try start(["proxy", log.path])
    }

    /// Stops every relay and proxy.
    func stop() {
        for (process, input) in processes {
            try? input.fileHandleForWriting.close()
            process.terminate()
            process.waitUntilExit()
        }
        processes = []
    }

    deinit {
        stop()
    }

    /// Runs the script with `arguments` until `stop`, and returns the port it printed.
    private func start(_ arguments: [String]) throws -> Int {
        let process = Process()
        process.executableURL = Self.python
        process.arguments = [Self.script.path] + arguments
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try SpawnGate.spawning { try process.run() }
        processes.append((process, input))
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            line.append(chunk)
        }
        guard
            let port = Int(
                String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        else {
            throw PeerError(message: "tls_peers.py \(arguments[0]) printed no port")
        }
        return port
    }

    struct PeerError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}
