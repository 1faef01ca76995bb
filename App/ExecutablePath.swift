import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the running binary is, read from /proc/self/exe (cheap, and right when it was started through $PATH).
enum ExecutablePath {
    static func current() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let capacity = buffer.count - 1
        let length = readlink("/proc/self/exe", &buffer, capacity)
        guard length > 0 else { return ProcessArguments.current().first ?? "wxapp" }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
