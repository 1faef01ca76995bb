import FlyingSocks
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A port on 127.0.0.1 as a client finds it.
public enum LoopbackPort {
    /// Waits, up to two seconds, until nothing accepts connections on `port` any more: a stopped server's
    /// listening socket may be closed a moment after `stop` returns, and a connection made meanwhile is
    /// accepted and then dropped, where a test of a refused connection needs it refused.
    public static func waitUntilClosed(_ port: UInt16) async {
        for _ in 0..<200 {
            if !accepts(port) { return }
            try? await Task.sleep(for: .milliseconds(10))
        }
    }

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
}
