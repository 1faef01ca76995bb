#if canImport(Glibc)
    import Glibc
#endif

/// Recognises host names that always mean this machine: localhost, 127.0.0.0/8 and ::1.
public enum LoopbackHost {
    /// True for "localhost", any IPv4 address in 127.0.0.0/8 and the IPv6 loopback (bracketed or not).
    public static func contains(_ host: String) -> Bool {
        var name = host.lowercased()
        if name.hasPrefix("["), name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
        if name.hasSuffix(".") { name = String(name.dropLast()) }
        if name == "localhost" { return true }
        var ipv4 = in_addr()
        if inet_pton(AF_INET, name, &ipv4) == 1 {
            return UInt32(bigEndian: ipv4.s_addr) >> 24 == 127
        }
        var ipv6 = in6_addr()
        if inet_pton(AF_INET6, name, &ipv6) == 1 {
            let bytes = withUnsafeBytes(of: ipv6) { Array($0) }
            return bytes == Array(repeating: 0, count: 15) + [1]
        }
        return false
    }
}
