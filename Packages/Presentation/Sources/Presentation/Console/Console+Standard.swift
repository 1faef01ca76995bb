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
        console.inputIsTerminal = isatty(STDIN_FILENO) == 1
        console.readSecretLine = { readLine(from: STDIN_FILENO, maximumBytes: 4096) }
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

    /// The first line of `descriptor` (at most `maximumBytes`, a carriage return before the line break
    /// dropped), with echo off while a terminal's line is typed; nil when nothing comes before the end.
    private static func readLine(from descriptor: Int32, maximumBytes: Int) -> String? {
        var saved = termios()
        let terminal = isatty(descriptor) == 1 && tcgetattr(descriptor, &saved) == 0
        if terminal {
            var quiet = saved
            quiet.c_lflag &= ~tcflag_t(ECHO)
            _ = tcsetattr(descriptor, TCSANOW, &quiet)
        }
        defer {
            if terminal { _ = tcsetattr(descriptor, TCSANOW, &saved) }
        }
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while bytes.count < maximumBytes {
            let count = read(descriptor, &byte, 1)
            if count < 0, errno == EINTR { continue }
            guard count == 1, byte != UInt8(ascii: "\n") else { break }
            bytes.append(byte)
        }
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        return bytes.isEmpty && byte != UInt8(ascii: "\n") ? nil : String(decoding: bytes, as: UTF8.self)
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
