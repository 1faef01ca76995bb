#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes whole files atomically: a reader sees the old file or the new one, never a part of either.
public enum AtomicFileWriter {
    /// Writes `bytes` to a new file beside `path` with `permissions` (whatever the umask), flushes it
    /// to disk and renames it over `path`; on failure `path` is left as it was.
    public static func write(_ bytes: [UInt8], toPath path: String, permissions: mode_t)
        throws(FileOperationError)
    {
        let directory = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            .joined(separator: "/")
        let temporary = "\(path).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, permissions)
        guard descriptor >= 0 else { throw failure("create \(temporary)") }
        var written = 0
        var problem: FileOperationError?
        while written < bytes.count, problem == nil {
            let count = bytes.withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if count > 0 {
                written += count
            } else if !(count < 0 && errno == EINTR) {
                problem = failure("write \(temporary)")
            }
        }
        if problem == nil, fchmod(descriptor, permissions) != 0 {
            problem = failure("set the permissions of \(temporary)")
        }
        if problem == nil, fsync(descriptor) != 0 { problem = failure("flush \(temporary)") }
        close(descriptor)
        if problem == nil, rename(temporary, path) != 0 { problem = failure("replace \(path)") }
        if let problem {
            unlink(temporary)
            throw problem
        }
        syncDirectory(directory.isEmpty ? (path.hasPrefix("/") ? "/" : ".") : directory)
    }

    /// Makes the rename durable; a directory that cannot be opened for this only loses that guarantee.
    private static func syncDirectory(_ directory: String) {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    private static func failure(_ operation: String) -> FileOperationError {
        FileOperationError(operation: operation, reason: String(cString: strerror(errno)))
    }
}

/// The C library's `write`, which `AtomicFileWriter.write` hides inside the type.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
