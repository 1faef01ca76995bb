import FlyingFox
import FlyingSocks
import Foundation
import LoopbackSupport

/// A loopback server on 127.0.0.1 with an ephemeral port, for talking to over real sockets.
struct LoopbackServer {
    let port: UInt16
    private let loopback: LoopbackHTTPServer

    static func start(routes: (LoopbackRoutes) -> Void) async throws -> LoopbackServer {
        // The default timeout: a test that trickles a body waits longer than the end-to-end fakes' 10 s.
        let loopback = try LoopbackHTTPServer()
        routes(loopback.routes)
        try await loopback.start()
        return LoopbackServer(port: loopback.port, loopback: loopback)
    }

    func url(_ pathAndQuery: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(pathAndQuery)")!
    }

    func stop() async {
        await loopback.stop()
    }

    /// A loopback port that was just bound and released, so connecting to it is refused.
    static func closedPort() throws -> UInt16 {
        let socket = try Socket(domain: AF_INET, type: .stream)
        try socket.bind(to: .inet(ip4: "127.0.0.1", port: 0))
        let address = try socket.sockname()
        try socket.close()
        guard case .ip4(_, let port) = address else { throw URLError(.cannotConnectToHost) }
        return port
    }
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
