import FlyingSocks
import Foundation
import Synchronization
import Testing

@testable import Infrastructure

/// A server on 127.0.0.1 that answers every connection with the same bytes, as they stand: replies no HTTP
/// server library would send. It reads the request's head first, then writes and closes.
final class RawReplyServer: Sendable {
    let port: UInt16
    private let listener: Socket
    /// Whether the serving thread has closed the listening socket, whose number may then be another's.
    private let closed = Mutex(false)

    init(reply: @escaping @Sendable (_ port: UInt16) -> String) throws {
        let listener = try Socket(domain: AF_INET, type: .stream)
        try listener.setValue(true, for: .localAddressReuse)
        try listener.bind(to: .inet(ip4: "127.0.0.1", port: 0))
        try listener.listen()
        guard case .ip4(_, let port) = try listener.sockname() else { throw URLError(.cannotConnectToHost) }
        self.listener = listener
        self.port = port
        let bytes = Data(reply(port).utf8)
        Thread { [self] in
            while let (file, _) = try? listener.accept() {
                let connection = Socket(file: file)
                var head: [UInt8] = []
                while !head.suffix(4).elementsEqual(Array("\r\n\r\n".utf8)),
                    let chunk = try? connection.read(atMost: 4_096), !chunk.isEmpty
                {
                    head += chunk
                }
                _ = try? connection.write(bytes)
                try? connection.close()
            }
            closed.withLock { closed in
                try? listener.close()
                closed = true
            }
        }.start()
    }

    var url: URL { URL(string: "http://127.0.0.1:\(port)/data")! }

    /// Stops listening: shutting the socket down wakes the thread from `accept`, which a close alone would
    /// not, and the thread closes it. Closed here, its number could go to another test's server before the
    /// thread's next `accept`, which would then take that server's connections.
    func stop() {
        closed.withLock { closed in
            if !closed { _ = shutdown(listener.file.rawValue, Int32(SHUT_RDWR)) }
        }
    }
}

/// A reply that breaks HTTP is the server's fault (`faultyReply`), never a network that is down; a URL that
/// cannot be asked at all is the URL's.
@Suite(.serialized) struct FaultyReplyTests {
    enum Reply: String, CaseIterable, CustomTestStringConvertible {
        case malformedStatusLine, noStatusLine, gzipThatIsNot, unknownEncoding, unparseableLocation
        case redirectToAClosedPort

        var testDescription: String { rawValue }

        func bytes(port: UInt16, closedPort: UInt16) -> String {
            switch self {
            case .malformedStatusLine: "HTTP/1.1 2x0 OK\r\nContent-Length: 2\r\n\r\n{}"
            case .noStatusLine: "{\"latitude\": 1}\r\n\r\n"
            case .gzipThatIsNot: "HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\nContent-Length: 2\r\n\r\n{}"
            case .unknownEncoding: "HTTP/1.1 200 OK\r\nContent-Encoding: zz\r\nContent-Length: 2\r\n\r\n{}"
            case .unparseableLocation:
                "HTTP/1.1 302 Found\r\nLocation: http://[::1\r\nContent-Length: 0\r\n\r\n"
            case .redirectToAClosedPort:
                "HTTP/1.1 302 Found\r\nLocation: https://127.0.0.1:\(closedPort)/\r\nContent-Length: 0\r\n\r\n"
            }
        }
    }

    @Test(arguments: Reply.allCases)
    func aReplyThatBreaksHTTPIsTheServersFault(_ reply: Reply) async throws {
        let closedPort = try LoopbackServer.closedPort()
        let server = try RawReplyServer { reply.bytes(port: $0, closedPort: closedPort) }
        defer { server.stop() }

        let error = await CurlHTTPClientTests.sendExpectingFailure(CurlHTTPClientTests.stub(), server.url)

        guard case .faultyReply(let detail) = error else {
            Issue.record("expected a faulty reply, got \(String(describing: error))")
            return
        }
        #expect(!detail.isEmpty)
    }

    @Test func aPortBeyondTheLastIsAnInvalidURLAndNothingIsSent() async throws {
        let url = try #require(URL(string: "http://127.0.0.1:99999/data"))

        let error = await CurlHTTPClientTests.sendExpectingFailure(CurlHTTPClientTests.stub(), url)

        guard case .invalidURL = error else {
            Issue.record("expected an invalid URL, got \(String(describing: error))")
            return
        }
    }
}
