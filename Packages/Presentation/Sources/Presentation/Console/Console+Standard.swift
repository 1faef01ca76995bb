import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Console {
    /// The process's own stdout and stderr, with terminal detection by `isatty`.
    public static func standard(environment: [String: String]) -> Console {
        let stdoutFailure = FirstWriteFailure()
        var console = Console(
            stdoutIsTerminal: isatty(STDOUT_FILENO) == 1,
            stderrIsTerminal: isatty(STDERR_FILENO) == 1,
            environment: environment,
            writeOut: { text in stdoutFailure.record(writeAll(text, to: STDOUT_FILENO)) },
            writeErr: { _ = writeAll($0, to: STDERR_FILENO) })
        console.outputFailure = { stdoutFailure.reason }
        if console.stdoutIsTerminal {
            console.terminal = PosixTerminal()
            var size = winsize()
            if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 {
                if size.ws_col > 0 { console.width = Int(size.ws_col) }
                if size.ws_row > 0 { console.height = Int(size.ws_row) }
            }
        }
        return console
    }

    /// Writes every byte, retrying short writes; returns the `errno` of a write that failed, nil when all went.
    private static func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written > 0 {
                offset += written
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                return written < 0 ? errno : EIO
            }
        }
        return nil
    }
}

/// The first failed write of a stream, kept for the exit status. A closed pipe is not kept: the reader has
/// gone, so there is nobody left to tell.
private final class FirstWriteFailure: Sendable {
    private let number = Mutex<Int32?>(nil)

    func record(_ failure: Int32?) {
        guard let failure, failure != EPIPE else { return }
        number.withLock { $0 = $0 ?? failure }
    }

    var reason: String? {
        number.withLock { $0 }.map { String(cString: strerror($0)) }
    }
}
