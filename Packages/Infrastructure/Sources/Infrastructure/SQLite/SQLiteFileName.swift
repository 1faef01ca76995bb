#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The name SQLite opens for a database path: a `file:` URI that names the file and nothing else, so that a
/// path which SQLite would read as a URI ("file:…?mode=memory") or as an option is still just a file.
///
/// A file this process cannot write, with no write-ahead log beside it, is opened `immutable`: read as it
/// stands, without locks or `-wal` and `-shm` files. A reader that created those would leave them behind with
/// the database's read-only mode (it cannot remove them), and they would refuse every write once the file
/// became writable again. The price is that a writer starting meanwhile (another user's) is not waited for.
/// Such files that an earlier reader did leave are given the database's mode again once it is writable.
struct SQLiteFileName {
    let uri: String
    let isImmutable: Bool

    /// `asItStands` opens the file immutable whatever its mode (see `SQLiteDatabase.asItStands(path:)`).
    init(path: String, asItStands: Bool = false) {
        guard !Self.isInMemory(path) else {
            uri = path
            isImmutable = false
            return
        }
        let isWritable = Self.isWritable(path)
        if isWritable, !asItStands { Self.restoreLogModes(of: path) }
        isImmutable =
            asItStands || (!isWritable && !Self.exists(path + "-wal") && !Self.exists(path + "-journal"))
        uri =
            "file:" + (path.hasPrefix("/") ? "//" : "") + Self.escaped(path)
            + (isImmutable ? "?immutable=1" : "")
    }

    /// ":memory:" is SQLite's private in-memory database, "" its private temporary one.
    static func isInMemory(_ path: String) -> Bool {
        path == ":memory:" || path.isEmpty
    }

    /// False when the file exists and this process may not write it (its mode, its owner, a read-only mount).
    private static func isWritable(_ path: String) -> Bool {
        guard faccessat(AT_FDCWD, path, W_OK, AT_EACCESS) != 0 else { return true }
        return ![EACCES, EPERM, EROFS].contains(errno)
    }

    /// Gives `-wal` and `-shm` files this process owns but may not write the database's mode, the one SQLite
    /// gives them; a file of another owner is left as it is (SQLite then reports the database read-only).
    /// Only a regular file of that name is changed, never what a link there points at.
    private static func restoreLogModes(of path: String) {
        var database = stat()
        guard stat(path, &database) == 0 else { return }
        for log in [path + "-wal", path + "-shm"] {
            let descriptor = open(log, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            defer { close(descriptor) }
            var status = stat()
            guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
                status.st_uid == geteuid(), status.st_mode & S_IWUSR == 0
            else { continue }
            fchmod(descriptor, database.st_mode & 0o777)
        }
    }

    /// True when `path` + "-wal" holds changes not yet written into the database (a log of any length).
    static func hasWriteAheadLogContent(_ path: String) -> Bool {
        var status = stat()
        return lstat(path + "-wal", &status) == 0 && status.st_size > 0
    }

    private static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    /// Every byte but letters, digits, "-._~" and "/" as %XX, as a URI's path needs.
    private static func escaped(_ path: String) -> String {
        var text = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                text.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                text.unicodeScalars.append(contentsOf: ["%", hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]])
            }
        }
        return text
    }
}
