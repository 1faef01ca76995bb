import Dispatch
import FoundationEssentials
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's own terminal: `q`, Ctrl-C and Ctrl-D read from stdin without echo when it is a terminal,
/// and SIGINT, SIGTERM and SIGHUP caught, until `end()` restores everything.
final class PosixTerminal: InteractiveTerminal {
    private struct State: @unchecked Sendable {
        var savedModes: termios?
        var sources: [any DispatchSourceSignal] = []
        var listening = false
    }

    private static let quitSignals = [SIGINT, SIGTERM, SIGHUP]
    private let state = Mutex(State())

    func begin(onQuit: @escaping @Sendable () -> Void) {
        state.withLock { state in
            guard !state.listening else { return }
            state.listening = true
            state.sources = Self.quitSignals.map { number in
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler(handler: onQuit)
                source.resume()
                return source
            }
            guard isatty(STDIN_FILENO) == 1 else { return }
            var modes = termios()
            guard tcgetattr(STDIN_FILENO, &modes) == 0 else { return }
            state.savedModes = modes
            modes.c_lflag &= ~tcflag_t(ICANON | ECHO)
            _ = tcsetattr(STDIN_FILENO, TCSANOW, &modes)
            // A queue of its own gets a thread of its own for the blocking reads.
            DispatchQueue(label: "wxapp-keys").async { [weak self] in self?.readKeys(onQuit: onQuit) }
        }
    }

    func end() {
        state.withLock { state in
            guard state.listening else { return }
            state.listening = false
            if var modes = state.savedModes {
                _ = tcsetattr(STDIN_FILENO, TCSANOW, &modes)
                state.savedModes = nil
            }
            for source in state.sources { source.cancel() }
            state.sources = []
            for number in Self.quitSignals { signal(number, SIG_DFL) }
        }
    }

    private var isListening: Bool { state.withLock { $0.listening } }

    /// Polls so that the thread notices `end()` within a fifth of a second and stops reading.
    private func readKeys(onQuit: @Sendable () -> Void) {
        var poller = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        while isListening {
            guard poll(&poller, 1, 200) > 0 else { continue }
            var byte: UInt8 = 0
            guard read(STDIN_FILENO, &byte, 1) == 1 else { return onQuit() }
            if [UInt8(ascii: "q"), UInt8(ascii: "Q"), 3, 4].contains(byte) { onQuit() }
        }
    }
}
