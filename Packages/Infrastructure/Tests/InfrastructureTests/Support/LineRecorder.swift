import Synchronization

/// Keeps every line a log handler writes, for asserting on whole log output.
final class LineRecorder: Sendable {
    private let storage = Mutex<[String]>([])

    var lines: [String] { storage.withLock { $0 } }

    var write: @Sendable (String) -> Void {
        { [self] line in storage.withLock { $0.append(line) } }
    }
}
