import FlyingFox
import Foundation
import Synchronization

/// A FlyingFox server for tests, on 127.0.0.1 and a free port (never FlyingFox's `.loopback`, which is
/// IPv6's, nor any other address), running on a thread of its own.
public final class LoopbackHTTPServer: Sendable {
    public let server: HTTPServer
    private let thread = ServerThread()
    private let running = Mutex<Task<Void, any Error>?>(nil)

    /// `timeout`: how long the server waits for a request's bytes.
    public init(timeout: TimeInterval = 15) throws {
        server = HTTPServer(
            address: try .inet(ip4: "127.0.0.1", port: 0), timeout: timeout, logger: .disabled)
    }

    /// Starts listening once `routes` are set up and returns the base URL, `http://127.0.0.1:PORT`.
    @discardableResult
    public func start(routes: (HTTPServer) async -> Void) async throws -> String {
        await routes(server)
        let server = self.server
        running.withLock { $0 = Task(executorPreference: thread.executor) { try await server.run() } }
        do {
            try await server.waitUntilListening(timeout: 60)
            guard let port = await port else { throw URLError(.cannotConnectToHost) }
            return "http://127.0.0.1:\(port)"
        } catch {
            await stop()
            throw error
        }
    }

    /// Starts listening, answering every request with `handler`, and returns the base URL.
    @discardableResult
    public func start(_ handler: @escaping @Sendable (HTTPRequest) async throws -> HTTPResponse) async throws
        -> String
    {
        try await start { server in await server.appendRoute("*", handler: handler) }
    }

    /// The port it listens on, once it does.
    public var port: UInt16? {
        get async {
            guard case .ip4(_, let port) = await server.listeningAddress else { return nil }
            return port
        }
    }

    /// Stops listening: once this returns, a connection is refused, not accepted and dropped.
    ///
    /// FlyingFox closes the listening socket before its `stop` returns, and no child holds a copy that
    /// would keep it accepting: `ChildProcess` closes every descriptor from 3 in the child, and Foundation's
    /// `Process` leaves none of this process's sockets open in its children either.
    public func stop() async {
        await server.stop(timeout: 0)
        running.withLock {
            $0?.cancel()
            $0 = nil
        }
        thread.finish()
    }
}
