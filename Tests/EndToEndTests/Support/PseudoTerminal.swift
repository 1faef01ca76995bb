import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A pseudo-terminal of a given size, for running `wxapp` as on a person's terminal: its stdout and stderr
/// are the terminal, which answers the size it was given, and everything shown is read back.
final class PseudoTerminal: @unchecked Sendable {
    enum Failure: Error, CustomStringConvertible {
        case unavailable(String)

        var description: String {
            switch self {
            case .unavailable(let step):
                "No pseudo-terminal: \(step) failed (\(String(cString: strerror(errno))))"
            }
        }
    }

    private let controller: Int32
    /// The terminal side, kept open here so that reading never ends before the program has started.
    let terminal: Int32

    init(columns: Int, rows: Int) throws {
        controller = XOpen.openController(O_RDWR | O_NOCTTY)
        guard controller >= 0 else { throw Failure.unavailable("posix_openpt") }
        guard XOpen.grant(controller) == 0, XOpen.unlock(controller) == 0, let name = XOpen.name(controller)
        else {
            close(controller)
            throw Failure.unavailable("grantpt")
        }
        terminal = open(name, O_RDWR | O_NOCTTY)
        guard terminal >= 0 else {
            close(controller)
            throw Failure.unavailable("open")
        }
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(terminal, UInt(TIOCSWINSZ), &size)
        // Output as a program writes it: no "\n" turned into "\r\n".
        var modes = termios()
        tcgetattr(terminal, &modes)
        modes.c_oflag &= ~tcflag_t(OPOST)
        tcsetattr(terminal, TCSANOW, &modes)
    }

    deinit {
        close(terminal)
        close(controller)
    }

    /// Runs `binary` with its stdout and stderr on this terminal (stdin stays /dev/null) until it ends or
    /// `timeout` passes; returns its exit status and all it showed.
    func run(
        _ binary: URL, arguments: [String], environment: [String: String], workingDirectory: URL,
        timeout: Duration = .seconds(60)
    ) async throws -> (exitCode: Int32?, shown: String) {
        let child = try ChildProcess(
            executable: binary, arguments: arguments, environment: environment,
            workingDirectory: workingDirectory, output: .terminal(terminal))
        let reader = Reader(descriptor: controller)
        reader.start()
        var ended = await child.wait(upTo: timeout)
        if ended == nil {
            child.send(SIGKILL)
            ended = await child.wait(upTo: .seconds(5))
        }
        let shown = await reader.finish()
        return (ended.map { $0.signalled ? -1 : $0.status }, shown)
    }

    /// Reads the controller side on a thread of its own, so that a program writing more than the terminal
    /// buffers never blocks, until told to finish and nothing more comes.
    private final class Reader: @unchecked Sendable {
        private let descriptor: Int32
        private let lock = NSLock()
        private var bytes: [UInt8] = []
        private var finishing = false
        private var done: CheckedContinuation<String, Never>?
        private var result: String?

        init(descriptor: Int32) {
            self.descriptor = descriptor
        }

        func start() {
            Thread { self.loop() }.start()
        }

        func finish() async -> String {
            await withCheckedContinuation { continuation in
                lock.lock()
                finishing = true
                if let result {
                    lock.unlock()
                    continuation.resume(returning: result)
                } else {
                    done = continuation
                    lock.unlock()
                }
            }
        }

        private func loop() {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            while true {
                let ready = poll(&poller, 1, 50)
                if ready > 0 {
                    let count = read(descriptor, &buffer, buffer.count)
                    if count > 0 {
                        lock.lock()
                        bytes += buffer[0..<count]
                        lock.unlock()
                        continue
                    }
                }
                lock.lock()
                let stop = finishing && ready <= 0
                lock.unlock()
                if stop || (ready > 0 && poller.revents & Int16(POLLIN) == 0) { break }
            }
            lock.lock()
            let text = String(decoding: bytes, as: UTF8.self)
            result = text
            let continuation = done
            lock.unlock()
            continuation?.resume(returning: text)
        }
    }
}

/// The pseudo-terminal calls of X/Open, which Swift's Glibc module leaves out: looked up once by name.
private enum XOpen {
    typealias OpenController = @convention(c) (Int32) -> Int32
    typealias Grant = @convention(c) (Int32) -> Int32
    typealias Name = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

    static let openController: OpenController = function(named: "posix_openpt")
    static let grant: Grant = function(named: "grantpt")
    static let unlock: Grant = function(named: "unlockpt")
    static let name: Name = function(named: "ptsname")

    private static func function<T>(named name: String) -> T {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), name) else { fatalError("glibc has no \(name)") }
        return unsafeBitCast(symbol, to: T.self)
    }
}
