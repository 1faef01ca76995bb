import Dispatch
import Synchronization

/// Runs the jobs of the tasks that prefer it, in the order they come, on the thread that calls `run()`.
///
/// wxapp's command runs on the main thread this way. Swift's default executor would hand it to a
/// pool of dispatch threads, and starting three of them and moving the work between them cost
/// 0.8 ms of a 5 ms cached `list`. One thread is enough: the command mostly waits on others (network
/// requests block dispatch queues of their own), and actors keep their isolation on any thread.
public final class SingleThreadTaskExecutor: TaskExecutor, Sendable {
    private let state = Mutex<(jobs: [UnownedJob], finished: Bool)>(([], false))
    private let wake = DispatchSemaphore(value: 0)

    public init() {}

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        state.withLock { $0.jobs.append(job) }
        wake.signal()
    }

    /// Lets `run()` return once it has run the jobs enqueued before.
    public func finish() {
        state.withLock { $0.finished = true }
        wake.signal()
    }

    /// Runs jobs as they come, until `finish()` has been called and no job is left.
    public func run() {
        while true {
            wake.wait()
            while true {
                let (jobs, finished) = state.withLock { state in
                    defer { state.jobs.removeAll(keepingCapacity: true) }
                    return (state.jobs, state.finished)
                }
                if jobs.isEmpty {
                    if finished { return }
                    break
                }
                for job in jobs { job.runSynchronously(on: asUnownedTaskExecutor()) }
            }
        }
    }
}
