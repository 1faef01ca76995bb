#if canImport(Glibc)
    import Glibc
#endif

extension FileSystemSupport {
    /// True when something (a file, a directory, a link) exists at `path`.
    public static func exists(atPath path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    /// The size in bytes of the file at `path`, nil when there is none.
    public static func size(atPath path: String) -> Int? {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_size) : nil
    }

    /// Copies the regular file at `source` to a new file at `destination`, which must not exist yet, with
    /// the same permission bits, and flushes the copy to disk before returning. A failed copy leaves nothing.
    public static func copyFile(from source: String, to destination: String) throws(FileOperationError) {
        let operation = "copy \(source) to \(destination)"
        let input = open(source, O_RDONLY | O_CLOEXEC)
        guard input >= 0 else { throw failure(operation) }
        defer { close(input) }
        var status = stat()
        guard fstat(input, &status) == 0 else { throw failure(operation) }
        let output = open(destination, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, status.st_mode & 0o777)
        guard output >= 0 else { throw failure(operation) }
        do throws(FileOperationError) {
            try copyBytes(from: input, to: output, operation: operation)
            guard fsync(output) == 0 else { throw failure(operation) }
            close(output)
        } catch {
            close(output)
            unlink(destination)
            throw error
        }
    }

    /// Renames `source` to `destination` in one step, replacing what was there, and makes the change durable.
    public static func replaceFile(at destination: String, with source: String) throws(FileOperationError) {
        let operation = "move \(source) to \(destination)"
        guard rename(source, destination) == 0 else { throw failure(operation) }
        syncDirectory(containing: destination)
    }

    private static func copyBytes(from input: Int32, to output: Int32, operation: String)
        throws(FileOperationError)
    {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let read = buffer.withUnsafeMutableBytes { Glibc.read(input, $0.baseAddress, $0.count) }
            if read == 0 { return }
            guard read > 0 else {
                if errno == EINTR { continue }
                throw failure(operation)
            }
            var written = 0
            while written < read {
                let count = buffer.withUnsafeBytes {
                    write(output, $0.baseAddress! + written, read - written)
                }
                guard count > 0 else {
                    if count < 0 && errno == EINTR { continue }
                    throw failure(operation)
                }
                written += count
            }
        }
    }

    /// Flushes the directory entry of `path`, so that a rename survives a crash; best effort.
    private static func syncDirectory(containing path: String) {
        let directory = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            .joined(separator: "/")
        let descriptor = open(directory.isEmpty ? (path.hasPrefix("/") ? "/" : ".") : directory, O_RDONLY)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    private static func failure(_ operation: String) -> FileOperationError {
        FileOperationError(operation: operation, reason: String(cString: strerror(errno)))
    }
}
