import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Counts the writes to the files of a folder whose names start with a prefix, as the kernel reports them
/// (inotify), so that a test acts the moment a process has written, with no clock. Consecutive writes to one
/// file that nobody has read yet count once.
final class FileWrites: Sendable {
    private struct State {
        var count = 0
        var waiters: [UInt64: (count: Int, wake: CheckedContinuation<Void, Never>)] = [:]
        var nextWaiter: UInt64 = 0
    }

    private let notifier: Int32
    private let watch: Int32
    private let state = Mutex(State())

    init(in folder: URL, prefix: String) throws {
        notifier = inotify_init1(Int32(IN_CLOEXEC))
        guard notifier >= 0 else { throw CocoaError(.fileReadUnknown) }
        watch = inotify_add_watch(notifier, folder.path, UInt32(IN_MODIFY))
        guard watch >= 0 else {
            close(notifier)
            throw CocoaError(.fileReadNoSuchFile)
        }
        let notifier = notifier
        Thread.detachNewThread { [self] in
            readEvents(from: notifier, prefix: prefix)
            close(notifier)
        }
    }

    /// Stops counting; the reading thread ends.
    func stop() {
        inotify_rm_watch(notifier, watch)
    }

    var count: Int { state.withLock { $0.count } }

    /// Returns once `count` writes have been counted, or as soon as the waiting task is cancelled.
    func until(_ count: Int) async {
        let id = state.withLock { state in
            defer { state.nextWaiter += 1 }
            return state.nextWaiter
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let ready = state.withLock { state in
                    if state.count >= count || Task.isCancelled { return true }
                    state.waiters[id] = (count, continuation)
                    return false
                }
                if ready { continuation.resume() }
            }
        } onCancel: {
            state.withLock { $0.waiters.removeValue(forKey: id) }?.wake.resume()
        }
    }

    /// Reads events until the watch is removed (its last event, IN_IGNORED).
    private func readEvents(from notifier: Int32, prefix: String) {
        var buffer = [UInt8](repeating: 0, count: 64 * 1_024)
        let header = MemoryLayout<inotify_event>.size
        while true {
            let length = buffer.withUnsafeMutableBytes { Glibc.read(notifier, $0.baseAddress, $0.count) }
            if length < 0, errno == EINTR { continue }
            guard length > 0 else { return }
            var offset = 0
            var writes = 0
            var ended = false
            while offset + header <= length {
                let (mask, nameLength) = buffer.withUnsafeBytes { bytes in
                    let event = bytes.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    return (event.mask, Int(event.len))
                }
                let name = String(
                    decoding: buffer[(offset + header)..<(offset + header + nameLength)].prefix { $0 != 0 },
                    as: UTF8.self)
                if mask & UInt32(IN_IGNORED) != 0 { ended = true }
                if mask & UInt32(IN_MODIFY) != 0, name.hasPrefix(prefix) { writes += 1 }
                offset += header + nameLength
            }
            if writes > 0 { add(writes) }
            if ended { return }
        }
    }

    private func add(_ writes: Int) {
        let woken = state.withLock { state in
            state.count += writes
            let due = state.waiters.filter { $0.value.count <= state.count }
            for id in due.keys { state.waiters[id] = nil }
            return due.values.map(\.wake)
        }
        for wake in woken { wake.resume() }
    }
}
