#if canImport(Glibc)
    import Glibc
#endif

/// File system operations whose errors name the path and the system's reason.
public enum FileSystemSupport {
    /// Creates `path` and any missing parents (mode 0700, before the umask); an existing directory is fine.
    public static func createDirectory(atPath path: String) throws {
        guard !path.isEmpty else { throw DirectoryCreationError(path: path, reason: "the path is empty") }
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            prefix += "/" + component
            try createOneDirectory(prefix, requested: path)
        }
    }

    private static func createOneDirectory(_ directory: String, requested: String)
        throws(DirectoryCreationError)
    {
        if mkdir(directory, 0o700) == 0 { return }
        let reason = errno
        var status = stat()
        if reason == EEXIST, stat(directory, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else {
                throw DirectoryCreationError(
                    path: requested, reason: "\(directory) exists and is not a directory")
            }
            return
        }
        throw DirectoryCreationError(path: requested, reason: String(cString: strerror(reason)))
    }
}
