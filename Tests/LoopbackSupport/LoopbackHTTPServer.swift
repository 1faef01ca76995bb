import FlyingFox
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// An HTTP/1.1 server for tests, on 127.0.0.1 and a free port (never IPv6's loopback, nor any other
/// address), with FlyingFox's requests, responses and routes.
///
/// Nothing of it runs on Swift's shared pool of threads: it accepts on a thread of its own, and serves
/// each connection, its handler included, on another. The pool has a thread per core, two here, and the
/// tests hold them at times for seconds (a check over the whole gazetteer, a process waited for);
/// FlyingFox's server runs its connections in tasks of the pool whatever executor it is started on, and
/// a fake that waits for a free thread while the binary counts its timeout made a test fail under load.
public final class LoopbackHTTPServer: Sendable {
    /// The port it listens on.
    public let port: UInt16
    private let listener: Int32
    private let timeout: TimeInterval
    /// What it answers: set up before it starts.
    public let routes = LoopbackRoutes()
    private let state = Mutex(State())
    private let listenerClosed = Latch<Bool>()

    private struct State {
        var started = false
        var stopped = false
        /// Closed by the accepting thread as it ends, after which its number is no longer this server's.
        var listenerClosed = false
        /// The open connections, by the order they came in: their descriptors and the tasks serving them.
        var connections: [Int: (descriptor: Int32, task: Task<Void, Never>?)] = [:]
        var accepted = 0
    }

    /// Binds a free port; `timeout`: how long a connection waits for a request's bytes.
    public init(timeout: TimeInterval = 15) throws {
        self.timeout = timeout
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard listener >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, length) == 0 && getsockname(listener, $0, &length) == 0
            }
        }
        guard bound else {
            let code = POSIXErrorCode(rawValue: errno) ?? .EIO
            close(listener)
            throw POSIXError(code)
        }
        self.listener = listener
        port = UInt16(bigEndian: address.sin_port)
    }

    deinit {
        // A server started is closed by its stop (the thread accepting holds it until then).
        if !state.withLock({ $0.started }) { close(listener) }
    }

    /// Starts listening, once `routes` are set up, and returns the base URL, `http://127.0.0.1:PORT`.
    @discardableResult
    public func start() async throws -> String {
        guard listen(listener, 128) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        state.withLock { $0.started = true }
        Thread { [self] in acceptConnections() }.start()
        return "http://127.0.0.1:\(port)"
    }

    /// Starts listening, answering every request with `handler`, and returns the base URL.
    @discardableResult
    public func start(_ handler: @escaping LoopbackRoutes.Handler) async throws -> String {
        routes.appendRoute("*", handler: handler)
        return try await start()
    }

    /// Stops listening and ends every connection: once this returns, a connection is refused, not
    /// accepted and dropped.
    public func stop() async {
        let wake = state.withLock { state in
            defer { state.stopped = true }
            // Wakes the reads and writes under way; each connection's thread closes its own descriptor.
            for connection in state.connections.values {
                shutdown(connection.descriptor, Int32(SHUT_RDWR))
                connection.task?.cancel()
            }
            // Wakes the accepting thread, which closes the listening socket itself: once closed, its number
            // may be another server's, so nothing else touches it after.
            if state.started, !state.stopped, !state.listenerClosed {
                shutdown(listener, Int32(SHUT_RDWR))
            }
            return state.started
        }
        if wake { _ = await listenerClosed.value() }
    }

    /// Accepts connections until stopped, each served on a thread of its own; then closes the listening
    /// socket.
    private func acceptConnections() {
        while true {
            var address = sockaddr_in()
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let descriptor = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { accept(listener, $0, &length) }
            }
            if descriptor < 0, errno == EINTR || errno == ECONNABORTED { continue }
            guard descriptor >= 0 else { break }
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            let number = state.withLock { state -> Int? in
                guard !state.stopped else { return nil }
                state.accepted += 1
                state.connections[state.accepted] = (descriptor, nil)
                return state.accepted
            }
            guard let number else {
                close(descriptor)
                break
            }
            serve(
                descriptor, peer: .ip4("127.0.0.1", port: UInt16(bigEndian: address.sin_port)), number: number
            )
        }
        state.withLock { state in
            close(listener)
            state.listenerClosed = true
        }
        listenerClosed.fire(true)
    }

    private func serve(_ descriptor: Int32, peer: HTTPRequest.Address, number: Int) {
        let thread = ServerThread()
        let (routes, timeout) = (routes, timeout)
        let task = Task(executorPreference: thread.executor) { [self] in
            var connection = LoopbackConnection(descriptor: descriptor, peer: peer, timeout: timeout)
            await connection.serve(routes)
            state.withLock { state in
                state.connections[number] = nil
                close(descriptor)
            }
            thread.finish()
        }
        state.withLock { state in
            if state.connections[number] != nil { state.connections[number]?.task = task }
            if state.stopped { task.cancel() }
        }
    }
}
