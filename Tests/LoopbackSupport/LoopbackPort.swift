import FlyingSocks
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A port on 127.0.0.1 as a client finds it.
public enum LoopbackPort {
    /// True when a TCP connection to 127.0.0.1:`port` is accepted.
    public static func accepts(_ port: UInt16) -> Bool {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }

    /// What a server on 127.0.0.1:`port` replies to a GET of `target` (its status line, head and body, as
    /// sent), read until it closes; nil when it cannot be reached or sends nothing for `limit` seconds.
    ///
    /// It blocks the calling thread: for a thread of its own, not for a task.
    public static func get(_ target: String, port: UInt16, limit: Int = 60) -> String? {
        get([target], port: port, limit: limit)
    }

    /// What a server on 127.0.0.1:`port` replies to GETs of `targets`, sent one after the other on one
    /// connection (the last asks to close it), read until it closes; nil as `get` says.
    public static func get(_ targets: [String], port: UInt16, limit: Int = 60) -> String? {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var wait = timeval(tv_sec: limit, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
        var request: [UInt8] = []
        for (index, target) in targets.enumerated() {
            let connection = index == targets.count - 1 ? "close" : "keep-alive"
            request += Array(
                "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: \(connection)\r\n\r\n".utf8)
        }
        guard connected, send(descriptor, request, request.count, Int32(MSG_NOSIGNAL)) == request.count
        else { return nil }
        var reply: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = recv(descriptor, &chunk, chunk.count, 0)
            if count < 0, errno == EINTR { continue }
            if count < 0 { return nil }
            if count == 0 { break }
            reply += chunk[..<count]
        }
        return String(decoding: reply, as: UTF8.self)
    }
}
