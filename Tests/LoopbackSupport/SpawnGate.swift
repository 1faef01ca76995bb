#if canImport(Glibc)
    import Glibc
#endif

/// Spawning a process copies every open descriptor of this one into the child, which holds them until it
/// starts its program and closes them: for that moment a fake server's listening socket lives on in the
/// child, and a connection to a server just stopped is still accepted. Every spawn of the tests goes
/// through `spawning`, so that a test that must see a stopped server refuse connections can look while
/// no process is being spawned (`withNoSpawning`).
public enum SpawnGate {
    private final class Lock: @unchecked Sendable {
        let lock: UnsafeMutablePointer<pthread_rwlock_t>

        init() {
            lock = .allocate(capacity: 1)
            var attributes = pthread_rwlockattr_t()
            pthread_rwlockattr_init(&attributes)
            // A look waits for the spawns under way, and new ones wait for it, however many there are.
            pthread_rwlockattr_setkind_np(&attributes, Int32(PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP))
            pthread_rwlock_init(lock, &attributes)
            pthread_rwlockattr_destroy(&attributes)
        }
    }

    private static let shared = Lock()

    /// Runs `spawn`, which starts a process and returns once it runs its program (as `posix_spawn` and
    /// `Process.run` do).
    public static func spawning<T>(_ spawn: () throws -> T) rethrows -> T {
        let locked = pthread_rwlock_rdlock(shared.lock)
        precondition(locked == 0, "a spawn inside withNoSpawning")
        defer {
            let unlocked = pthread_rwlock_unlock(shared.lock)
            precondition(unlocked == 0)
        }
        return try spawn()
    }

    /// Runs `body` once no process is being spawned, and keeps any from being spawned until it returns:
    /// `body` must neither spawn a process nor wait for one being spawned.
    public static func withNoSpawning<T>(_ body: () throws -> T) rethrows -> T {
        let locked = pthread_rwlock_wrlock(shared.lock)
        precondition(locked == 0)
        defer {
            let unlocked = pthread_rwlock_unlock(shared.lock)
            precondition(unlocked == 0)
        }
        return try body()
    }
}
