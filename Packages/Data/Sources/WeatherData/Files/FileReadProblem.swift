import FoundationEssentials

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
