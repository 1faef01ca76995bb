import FoundationEssentials
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The right to refresh for `wxapp line`: an exclusive `flock` on a file beside the database, held until
/// the process ends, so that of many status-bar processes started at once one fetches and the others
/// print what is kept.
enum LineRefreshLock {
    /// How long a process waits for the lock before it shows what is kept instead.
    static let waitMilliseconds = 100
    /// The open lock file of this process once it holds the lock; the kernel releases it at exit.
    private static let held = Mutex<Int32?>(nil)

    static func claim(besideDatabase databasePath: String) -> Bool {
        if held.withLock({ $0 }) != nil { return true }
        let descriptor = open(databasePath + ".line-lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return false }
        for attempt in 0...(waitMilliseconds / 10) {
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
                held.withLock { $0 = descriptor }
                return true
            }
            if attempt < waitMilliseconds / 10 { usleep(10_000) }
        }
        close(descriptor)
        return false
    }

    /// The descriptors open in this process, from /proc/self/fd (the one reading it is closed again).
    private static func openDescriptors() -> [Int32] {
        guard let directory = opendir("/proc/self/fd") else { return [] }
        defer { closedir(directory) }
        let own = dirfd(directory)
        var found: [Int32] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if let number = Int32(name), number != own { found.append(number) }
        }
        return found
    }

    /// Starts `executable` with `arguments` as a process of its own (its own session, no terminal, its
    /// output discarded) that inherits the held lock, so that the lock stays held until that process has
    /// refreshed and ended, after this one has printed and gone; false when there is no lock or no process.
    static func handOver(to executable: String, arguments: [String]) -> Bool {
        guard let descriptor = held.withLock({ $0 }) else { return false }
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        guard posix_spawn_file_actions_init(&actions) == 0 else { return false }
        defer { posix_spawn_file_actions_destroy(&actions) }
        guard posix_spawnattr_init(&attributes) == 0 else { return false }
        defer { posix_spawnattr_destroy(&attributes) }
        // Duplicating a descriptor onto itself clears its close-on-exec flag in the child only.
        posix_spawn_file_actions_adddup2(&actions, descriptor, descriptor)
        // Nothing else goes along: a descriptor this process inherited without close-on-exec (a pipe of a
        // status bar's) would otherwise stay open in the child until it ends, and keep a reader waiting.
        for open in openDescriptors() where open > STDERR_FILENO && open != descriptor {
            posix_spawn_file_actions_addclose(&actions, open)
        }
        for stream in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
            posix_spawn_file_actions_addopen(
                &actions, stream, "/dev/null", stream == STDIN_FILENO ? O_RDONLY : O_WRONLY, 0)
        }
        // POSIX_SPAWN_SETSID (glibc's 0x80; its header hides it behind _GNU_SOURCE): a session of its own.
        posix_spawnattr_setflags(&attributes, 0x80)
        var process = pid_t()
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        return posix_spawn(&process, executable, &actions, &attributes, argv, environ) == 0
    }
}
