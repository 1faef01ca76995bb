#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a path names once symbolic links are followed; only a regular file is safe to read whole, since a
/// FIFO can block a reader forever and a device can be endless.
public enum FileKind: Sendable, Equatable {
    case regularFile, directory, fifo, characterDevice, blockDevice, socket, other

    /// What is at `path`, links followed; nil when nothing is there or it cannot be looked at.
    public init?(atPath path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        self.init(mode: status.st_mode)
    }

    init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regularFile
        case S_IFDIR: self = .directory
        case S_IFIFO: self = .fifo
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFSOCK: self = .socket
        default: self = .other
        }
    }
}
