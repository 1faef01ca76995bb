#if canImport(Glibc)
    import Glibc
#endif

/// File system operations whose errors name the path and the system's reason.
public enum FileSystemSupport {
    /// Creates `path` and any missing parents (mode 0700, before the umask); an existing directory is fine.
    public static func createDirectory(atPath path: String) throws {
        guard !path.isEmpty else { throw FileOperationError.directory(path, reason: "the path is empty") }
        // Most often it is there already: one look instead of a system call per component.
        var status = stat()
        if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { return }
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            prefix += "/" + component
            try createOneDirectory(prefix, requested: path)
        }
    }

    /// Creates the directory that holds the file at `path`, as `createDirectory(atPath:)` does.
    public static func createParentDirectory(of path: String) throws {
        try createDirectory(atPath: parentDirectory(of: path))
    }

    /// What comes before the last component of `path`: "." for a bare name, "/" for a name at the root.
    static func parentDirectory(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    private static func createOneDirectory(_ directory: String, requested: String)
        throws(FileOperationError)
    {
        if mkdir(directory, 0o700) == 0 { return }
        let reason = errno
        var status = stat()
        if reason == EEXIST, stat(directory, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else {
                throw FileOperationError.directory(
                    requested, reason: "\(directory) exists and is not a directory")
            }
            return
        }
        throw FileOperationError.directory(requested, reason: String(cString: strerror(reason)))
    }
}
