import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// An HTTP server on 127.0.0.1 that answers one request with a chunked body of `count` bytes ("T"), one
/// every `interval`, from a thread of its own that ends as soon as the client hangs up.
///
/// A body that trickles tests the client's timeouts, so its pace must be the server's, whatever else runs.
/// A body from the loopback server is an async sequence, whose waits (`Task.sleep`) are timed by Swift's
/// shared pool: the tests beside this one may compute on every thread of it for seconds (the property and
/// invariant tests do), and on a 2-core machine that held the next byte back past the client's 5 s idle
/// timeout (reproduced by keeping both threads busy for 7 s while a body trickled). The kernel schedules
/// this thread, and its `poll`, beside busy ones, so its bytes leave on time.
final class TricklingServer: Sendable {
    let port: UInt16
    private let listener: Int32
    /// Whether the serving thread has closed the listening socket, whose number may then be another's.
    private let closed = Mutex(false)

    init(count: Int, interval: Duration) throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw TricklingServerError.socket(errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(listener, generic, length) == 0 && listen(listener, 1) == 0
                    && getsockname(listener, generic, &length) == 0
            }
        }
        guard bound else {
            close(listener)
            throw TricklingServerError.socket(errno)
        }
        self.listener = listener
        port = UInt16(bigEndian: address.sin_port)
        Thread.detachNewThread { [self] in
            let connection = accept(listener, nil, nil)
            closed.withLock { closed in
                close(listener)
                closed = true
            }
            Self.serve(connection, count: count, interval: interval)
        }
    }

    func url(_ path: String) -> URL {
        URL(string: "http://127.0.0.1:\(port)\(path)")!
    }

    /// Stops accepting; a connection being served runs to its end. The serving thread closes the
    /// listening socket: closed here, its number could go to another test's server before the thread's
    /// `accept`, which would then take that server's connection.
    func stop() {
        closed.withLock { closed in
            if !closed { shutdown(listener, Int32(SHUT_RDWR)) }
        }
    }

    private static func serve(_ connection: Int32, count: Int, interval: Duration) {
        guard connection >= 0 else { return }
        defer { close(connection) }
        var request: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1_024)
        while !request.ends(with: Array("\r\n\r\n".utf8)) {
            let read = recv(connection, &buffer, buffer.count, 0)
            guard read > 0 else { return }
            request += buffer[..<read]
        }
        guard send(connection, "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n")
        else {
            return
        }
        let pause = Int32(interval / .milliseconds(1))
        for _ in 0..<count {
            guard waitWhileConnected(connection, milliseconds: pause), send(connection, "1\r\nT\r\n") else {
                return
            }
        }
        _ = send(connection, "0\r\n\r\n")
    }

    /// Waits `milliseconds` unless the client hangs up first: the pace of the body is the wall clock's, since
    /// what it tests is how the client's own clocks treat it, but the thread ends the moment the client
    /// gives up. False when the client has gone (or sent more, which a client waiting for the body never does).
    private static func waitWhileConnected(_ connection: Int32, milliseconds: Int32) -> Bool {
        var watched = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&watched, 1, milliseconds)
            if ready < 0, errno == EINTR { continue }
            return ready == 0
        }
    }

    /// Writes `text` whole; false when the client has gone.
    private static func send(_ connection: Int32, _ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let written = bytes[sent...].withUnsafeBytes {
                Glibc.send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard written > 0 else { return false }
            sent += written
        }
        return true
    }
}

enum TricklingServerError: Error {
    case socket(Int32)
}

extension Array where Element: Equatable {
    fileprivate func ends(with suffix: [Element]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}
