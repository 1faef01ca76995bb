import Presentation
import Synchronization

/// A terminal whose keyboard the test drives: `pressQ()` quits like the real `q` key; records begin and end.
final class FakeTerminal: InteractiveTerminal {
    private let state = Mutex<(onQuit: (@Sendable () -> Void)?, events: [String])>((nil, []))

    /// "begin" and "end" in the order they happened.
    var events: [String] { state.withLock { $0.events } }

    func begin(onQuit: @escaping @Sendable () -> Void) {
        state.withLock {
            $0.onQuit = onQuit
            $0.events.append("begin")
        }
    }

    func end() {
        state.withLock {
            $0.onQuit = nil
            $0.events.append("end")
        }
    }

    func pressQ() {
        let onQuit = state.withLock { $0.onQuit }
        onQuit?()
    }
}

/// Presses `q` on `terminal` at its `pausesBeforeQuit + 1`th pause, then waits, with no clock, until the
/// watch is cancelled; records every pause.
final class QuittingSleeper: Sleeper {
    private let terminal: FakeTerminal
    private let pausesBeforeQuit: Int
    private let recorded = Mutex<[Duration]>([])

    init(terminal: FakeTerminal, pausesBeforeQuit: Int) {
        self.terminal = terminal
        self.pausesBeforeQuit = pausesBeforeQuit
    }

    var pauses: [Duration] { recorded.withLock { $0 } }

    func sleep(for duration: Duration) async throws(CancellationError) {
        let count = recorded.withLock {
            $0.append(duration)
            return $0.count
        }
        guard count > pausesBeforeQuit else { return }
        terminal.pressQ()
        await Gate.untilCancelled()
        throw CancellationError()
    }
}
