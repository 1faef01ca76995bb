import Foundation
import LoopbackSupport

extension Sandbox {
    /// True once no `wxapp line` refresh started in the background runs on the sandbox's database; false when
    /// one still runs after `limit`, which only a hung refresh reaches.
    ///
    /// The `line` that starts such a process hands it the lock beside the database, which it holds until it
    /// has written its refresh and ended: the wait is a blocking `flock` on a thread of its own, which returns
    /// the moment the kernel releases the lock. Call it once the `line` that started the refresh has ended.
    func backgroundRefreshEnded(within limit: Duration = .seconds(30)) async -> Bool {
        let descriptor = open(databaseURL.path + ".line-lock", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return true }
        let released = Latch<Void>()
        Thread.detachNewThread {
            while flock(descriptor, LOCK_EX) != 0, errno == EINTR {}
            close(descriptor)
            released.fire(())
        }
        return await EventWait.happens(within: limit) { _ = await released.value() }
    }
}
