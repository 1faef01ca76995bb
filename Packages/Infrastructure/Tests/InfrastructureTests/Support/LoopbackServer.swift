import FlyingFox
import FlyingSocks
import Foundation

/// A FlyingFox server on 127.0.0.1 with an ephemeral port, for talking to over real sockets.
struct LoopbackServer {
    let server: HTTPServer
    let port: UInt16
    private let task: Task<Void, any Error>
    private let thread: ServerThread

    static func start(routes: (HTTPServer) async -> Void) async throws -> LoopbackServer {
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), logger: .disabled)
        await routes(server)
        let thread = ServerThread()
        let task = Task(executorPreference: thread.executor) { try await server.run() }
        try await server.waitUntilListening(timeout: 60)
        guard case .ip4(_, let port) = await server.listeningAddress else {
            task.cancel()
            thread.finish()
            throw LoopbackServerError.noListeningPort
        }
        return LoopbackServer(server: server, port: port, task: task, thread: thread)
    }

    func url(_ pathAndQuery: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(pathAndQuery)")!
    }

    func stop() async {
        await server.stop()
        task.cancel()
        thread.finish()
    }

    /// A loopback port that was just bound and released, so connecting to it is refused.
    static func closedPort() throws -> UInt16 {
        let socket = try Socket(domain: AF_INET, type: .stream)
        try socket.bind(to: .inet(ip4: "127.0.0.1", port: 0))
        let address = try socket.sockname()
        try socket.close()
        guard case .ip4(_, let port) = address else { throw LoopbackServerError.noListeningPort }
        return port
    }
}

enum LoopbackServerError: Error {
    case noListeningPort
}

/// Bytes served in small pieces with chunked transfer encoding, so no Content-Length is sent.
struct ChunkedBytes: AsyncBufferedSequence {
    typealias Element = UInt8
    let bytes: [UInt8]

    func makeAsyncIterator() -> Iterator { Iterator(bytes: bytes[...]) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var bytes: ArraySlice<UInt8>

        mutating func next() async -> UInt8? { bytes.popFirst() }

        mutating func nextBuffer(suggested count: Int) async -> ArraySlice<UInt8>? {
            guard !bytes.isEmpty else { return nil }
            let chunk = bytes.prefix(Swift.min(count, 512))
            bytes = bytes.dropFirst(chunk.count)
            return chunk
        }
    }
}
