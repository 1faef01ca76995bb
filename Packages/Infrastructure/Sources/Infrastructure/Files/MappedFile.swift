#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file's bytes mapped read-only into memory, without copying; the mapping lives as long as the object.
///
/// Pages are read from disk when first touched, so opening a large file costs almost nothing and a
/// lookup pays only for the pages it reads. The bytes never change while mapped (the mapping is private).
public final class MappedFile: @unchecked Sendable {
    public let path: String
    public let count: Int
    private let base: UnsafeRawPointer?

    /// Maps the whole file at `path`; throws when it is missing, unreadable or not a regular file (which is
    /// refused without being read: opening never waits for a FIFO's writer).
    public init(path: String) throws(MappedFileError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw MappedFileError(path: path, errorNumber: errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw MappedFileError(path: path, errorNumber: errno) }
        guard FileKind(mode: status.st_mode) == .regularFile else {
            throw MappedFileError(path: path, reason: "it is not a regular file")
        }
        self.path = path
        self.count = Int(status.st_size)
        guard count > 0 else {
            base = nil
            return
        }
        let mapped = mmap(nil, count, PROT_READ, MAP_PRIVATE, descriptor, 0)
        guard let mapped, mapped != MAP_FAILED else { throw MappedFileError(path: path, errorNumber: errno) }
        base = UnsafeRawPointer(mapped)
    }

    deinit {
        if let base { munmap(UnsafeMutableRawPointer(mutating: base), count) }
    }

    /// Calls `body` with the file's bytes; the buffer must not escape the call.
    public func withBytes<T, E: Error>(_ body: (UnsafeBufferPointer<UInt8>) throws(E) -> T) throws(E) -> T {
        guard let base else { return try body(UnsafeBufferPointer(start: nil, count: 0)) }
        return try body(UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: count))
    }
}

/// A file that could not be mapped, with the system's reason.
public struct MappedFileError: Error, Sendable, Equatable, CustomStringConvertible {
    public let path: String
    public let reason: String
    /// True when the file does not exist.
    public let isMissing: Bool

    public init(path: String, reason: String, isMissing: Bool = false) {
        self.path = path
        self.reason = reason
        self.isMissing = isMissing
    }

    init(path: String, errorNumber: Int32) {
        self.init(
            path: path, reason: String(cString: strerror(errorNumber)), isMissing: errorNumber == ENOENT)
    }

    public var description: String { "cannot map \(path): \(reason)" }
}
