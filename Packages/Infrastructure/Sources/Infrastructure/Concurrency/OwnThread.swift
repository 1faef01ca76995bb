#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A thread of its own for work that blocks, such as a libcurl transfer: it starts at once whatever else
/// runs, and holds up neither a cooperative thread nor one of Dispatch's workers.
public enum OwnThread {
    /// Runs `body` on a new detached thread; false, with nothing run, when the system has no thread to give.
    @discardableResult
    public static func run(_ body: @escaping @Sendable () -> Void) -> Bool {
        let work = Unmanaged.passRetained(Work(body))
        var thread = pthread_t()
        let started = pthread_create(
            &thread, nil,
            { context in
                guard let context else { return nil }
                Unmanaged<Work>.fromOpaque(context).takeRetainedValue().body()
                return nil
            }, work.toOpaque())
        guard started == 0 else {
            work.release()
            return false
        }
        pthread_detach(thread)
        return true
    }

    private final class Work {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
}
