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
        var console = Console(
            stdoutIsTerminal: isatty(STDOUT_FILENO) == 1,
            stderrIsTerminal: isatty(STDERR_FILENO) == 1,
            environment: environment,
            writeOut: { writeAll($0, to: STDOUT_FILENO) },
            writeErr: { writeAll($0, to: STDERR_FILENO) })
        if console.stdoutIsTerminal {
            console.terminal = PosixTerminal()
            var size = winsize()
            if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
                console.width = Int(size.ws_col)
            }
        }
        return console
    }

    /// Writes every byte, retrying short writes; when the stream is closed there is nobody left to tell.
    private static func writeAll(_ text: String, to descriptor: Int32) {
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
                return
            }
        }
    }
}
