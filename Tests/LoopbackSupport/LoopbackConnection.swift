import FlyingFox
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One accepted connection of a loopback server, served with blocking reads and writes by the thread its
/// task prefers, one request after another while the client keeps it open (HTTP/1.1).
struct LoopbackConnection {
    /// The most a request's head may hold.
    static let maximumHeadBytes = 64 * 1024

    let descriptor: Int32
    /// The client's address, as each request gives it (a fake tells connections apart by it).
    let peer: HTTPRequest.Address?
    /// How long a read waits for the client's next bytes before the connection is closed.
    let timeout: TimeInterval
    private var buffered: [UInt8] = []

    init(descriptor: Int32, peer: HTTPRequest.Address?, timeout: TimeInterval) {
        self.descriptor = descriptor
        self.peer = peer
        self.timeout = timeout
        var limit = timeval(
            tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1_000_000))
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Answers requests until the client closes, falls silent past the timeout, sends what is not HTTP,
    /// or asks to close, or until a write fails.
    mutating func serve(_ routes: LoopbackRoutes) async {
        while !Task.isCancelled, let request = readRequest() {
            var response = await routes.response(to: request)
            let keepAlive = Self.keepsAlive(request)
            if keepAlive, response.headers[.connection] == nil {
                response.headers[.connection] = request.headers[.connection]
            }
            guard await write(response), keepAlive else { return }
        }
    }

    // MARK: Reading

    /// The next request, or nil when there is none to answer.
    private mutating func readRequest() -> HTTPRequest? {
        guard let head = readHead(),
            let lines = String(validating: head, as: UTF8.self)?.split(separator: "\r\n")
        else { return nil }
        let requestLine = lines.first?.split(separator: " ", omittingEmptySubsequences: false) ?? []
        guard requestLine.count == 3 else { return nil }
        var headers = HTTPHeaders()
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            headers.addValue(
                line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces),
                for: HTTPHeader(line[..<colon].trimmingCharacters(in: .whitespaces)))
        }
        let length = headers[.contentLength].map { Int($0) } ?? 0
        guard let length, length >= 0, let body = read(count: length) else { return nil }
        let target = requestLine[1].split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        return HTTPRequest(
            method: HTTPMethod(String(requestLine[0])), version: HTTPVersion(String(requestLine[2])),
            target: HTTPRequest.Target(
                path: String(target[0]), query: target.count > 1 ? String(target[1]) : ""),
            headers: headers, body: HTTPBodySequence(data: Data(body)), remoteAddress: peer)
    }

    /// The bytes before the blank line that ends a request's head.
    private mutating func readHead() -> [UInt8]? {
        let end: [UInt8] = Array("\r\n\r\n".utf8)
        var searched = 0
        while true {
            if let range = buffered[max(0, searched - 3)...].firstRange(of: end) {
                let head = Array(buffered[..<range.lowerBound])
                buffered.removeSubrange(..<range.upperBound)
                return head
            }
            searched = buffered.count
            guard buffered.count <= Self.maximumHeadBytes, receive() else { return nil }
        }
    }

    /// The next `count` bytes.
    private mutating func read(count: Int) -> [UInt8]? {
        while buffered.count < count {
            guard receive() else { return nil }
        }
        defer { buffered.removeFirst(count) }
        return Array(buffered.prefix(count))
    }

    /// Appends what the client sends next; false at its end, after the timeout, or on an error.
    private mutating func receive() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                buffered.append(contentsOf: chunk[..<count])
                return true
            }
            if count < 0, errno == EINTR { continue }
            return false
        }
    }

    // MARK: Writing

    /// Sends `response`, its body with its length when known, else in chunks (a body of unknown length
    /// comes framed as chunks already); false when it could not be sent whole (the client left, or the
    /// body failed on the way).
    private func write(_ response: HTTPResponse) async -> Bool {
        guard case .httpBody(let body) = response.payload else { return false }
        var headers = response.headers
        if headers[.contentLength] == nil {
            if let count = body.count {
                headers[.contentLength] = String(count)
            } else {
                headers.addValue("chunked", for: .transferEncoding)
            }
        }
        var head =
            "\(response.version.rawValue) \(response.statusCode.code) \(response.statusCode.phrase)\r\n"
        for (name, value) in headers { head += "\(name.rawValue): \(value)\r\n" }
        guard send(Data((head + "\r\n").utf8)) else { return false }
        do {
            for try await piece in body {
                guard send(piece) else { return false }
            }
            return true
        } catch {
            return false
        }
    }

    /// Sends all of `data`; false when the client is gone.
    private func send(_ data: Data) -> Bool {
        data.withUnsafeBytes { bytes in
            var sent = 0
            while sent < bytes.count {
                let count = Glibc.send(
                    descriptor, bytes.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                sent += count
            }
            return true
        }
    }

    /// Whether the connection stays open after the response (RFC 9112 §9.3).
    private static func keepsAlive(_ request: HTTPRequest) -> Bool {
        let tokens = (request.headers[.connection] ?? "").split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces).lowercased()
        }
        return request.version == .http11 ? !tokens.contains("close") : tokens.contains("keep-alive")
    }
}
