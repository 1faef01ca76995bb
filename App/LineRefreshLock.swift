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
}
