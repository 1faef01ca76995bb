import FoundationEssentials
import Infrastructure

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a file could not be read, in words that follow its path: "does not exist",
/// "cannot be read: permission denied", "cannot be read: Is a directory".
enum FileReadProblem {
    /// "is a named pipe (FIFO), not a regular file".
    static func notRegular(_ kind: FileKind) -> String {
        switch kind {
        case .directory: "is a directory, not a regular file"
        case .fifo: "is a named pipe (FIFO), not a regular file"
        case .characterDevice: "is a character device, not a regular file"
        case .blockDevice: "is a block device, not a regular file"
        case .socket: "is a socket, not a regular file"
        case .regularFile, .other: "is not a regular file"
        }
    }

    static func describe(_ error: any Error) -> String {
        guard let error = error as? CocoaError else { return "cannot be read (\(error))" }
        switch error.code {
        case .fileReadNoSuchFile: return "does not exist"
        case .fileReadNoPermission: return "cannot be read: permission denied"
        // Reading text that does not decode fails as a "corrupt file".
        case .fileReadInapplicableStringEncoding, .fileReadCorruptFile: return "is not UTF-8 text"
        default:
            guard let cause = error.underlying as? POSIXError else {
                return "cannot be read (error \(error.code.rawValue))"
            }
            return "cannot be read: \(String(cString: strerror(cause.code.rawValue)))"
        }
    }
}
