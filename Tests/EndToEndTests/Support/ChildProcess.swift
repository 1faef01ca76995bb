import Foundation
import LoopbackSupport

#if canImport(Glibc)
    import Glibc
#endif

/// A process started with `posix_spawn` and reaped by a thread of its own blocked in `waitpid`, so that
/// learning it has ended needs neither a Dispatch worker nor a poll.
///
/// Foundation's `Process` hears of a child's end through a signal source on a Dispatch queue: with the
/// workers busy on a loaded machine, `isRunning` stayed true for many seconds after the child had exited,
/// and a finished run was reported as hung.
final class ChildProcess: Sendable {
    enum Output {
        case discarded
        /// A pipe whose reading end is handed to `read`.
        case captured
        /// Both streams on this open descriptor, such as a pseudo-terminal's.
        case terminal(Int32)
    }

    enum Failure: Error, CustomStringConvertible {
        case spawnFailed(path: String, errno: Int32)

        var description: String {
            switch self {
            case .spawnFailed(let path, let code):
                "Could not start \(path): \(String(cString: strerror(code)))"
            }
        }
    }

    /// How the child ended: its exit status, or the signal that ended it.
    struct Termination: Sendable {
        let status: Int32
        let signalled: Bool
    }

    let processIdentifier: pid_t
    /// The reading ends of the captured streams, nil when discarded.
    let standardOutput: FileHandle?
    let standardError: FileHandle?
    private let termination = Latch<Termination>()

    /// Starts `executable` with exactly `arguments` (after its own path) and `environment`, in
    /// `workingDirectory`, reading from /dev/null.
    init(
        executable: URL, arguments: [String], environment: [String: String], workingDirectory: URL,
        output: Output
    ) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        let changed = GNU.addChangeDirectory(&actions, workingDirectory.path)
        guard changed == 0 else { throw Failure.spawnFailed(path: executable.path, errno: changed) }

        var readingEnds: [Int32] = []
        var writingEnds: [Int32] = []
        var started = false
        defer {
            for end in writingEnds { close(end) }
            if !started { for end in readingEnds { close(end) } }
        }
        for stream: Int32 in [1, 2] {
            switch output {
            case .discarded:
                posix_spawn_file_actions_addopen(&actions, stream, "/dev/null", O_WRONLY, 0)
            case .terminal(let descriptor):
                posix_spawn_file_actions_adddup2(&actions, descriptor, stream)
            case .captured:
                // Close-on-exec, so that no other child started meanwhile holds the writing end open.
                var ends: [Int32] = [0, 0]
                guard GNU.pipe2(&ends, O_CLOEXEC) == 0 else {
                    throw Failure.spawnFailed(path: executable.path, errno: errno)
                }
                readingEnds.append(ends[0])
                writingEnds.append(ends[1])
                posix_spawn_file_actions_adddup2(&actions, ends[1], stream)
            }
        }
        // Nothing else this process has open reaches the child: not a listening socket a test has since
        // closed (the child would keep it accepting), nor a file being written (a copied binary would be busy).
        let closing = GNU.addCloseFrom(&actions, 3)
        guard closing == 0 else { throw Failure.spawnFailed(path: executable.path, errno: closing) }

        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }

        // The child starts as from a shell: no signal blocked or ignored, whatever this process does with them.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var pid: pid_t = 0
        let code = SpawnGate.spawning {
            posix_spawn(&pid, executable.path, &actions, &attributes, argv, envp)
        }
        guard code == 0 else { throw Failure.spawnFailed(path: executable.path, errno: code) }
        started = true
        processIdentifier = pid
        standardOutput = readingEnds.first.map { FileHandle(fileDescriptor: $0, closeOnDealloc: true) }
        standardError = readingEnds.last.map { FileHandle(fileDescriptor: $0, closeOnDealloc: true) }
        let termination = termination
        let child = pid
        Thread.detachNewThread { termination.fire(Self.reap(child)) }
    }

    /// Blocks until the child `pid` has ended, and says how: exit status -1 when it could not be reaped.
    private static func reap(_ pid: pid_t) -> Termination {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { return Termination(status: -1, signalled: false) }
        }
        let signal = status & 0x7f
        return Termination(status: signal == 0 ? (status >> 8) & 0xff : signal, signalled: signal != 0)
    }

    /// How the child ended, once it has; nil while it runs.
    var ended: Termination? { termination.current }

    /// How the child ended, as soon as it has; nil when it has not within `limit`, a limit that only a
    /// child that hangs reaches.
    func wait(upTo limit: Duration) async -> Termination? {
        let termination = termination
        return await EventWait.value(within: limit) { await termination.value() } ?? nil
    }

    /// How the child ended, as soon as it has; nil once the waiting task is cancelled.
    func end() async -> Termination? {
        await termination.value()
    }

    /// Sends `signal` unless the child has been reaped: its process id may belong to another process then.
    func send(_ signal: Int32) {
        if ended == nil { kill(processIdentifier, signal) }
    }
}

/// The GNU extensions the child needs, which Swift's Glibc module leaves out: looked up once by name.
private enum GNU {
    typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32
    typealias AddChangeDirectory =
        @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32

    typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    static let pipe2: Pipe2 = function(named: "pipe2")
    static let addCloseFrom: AddCloseFrom = function(named: "posix_spawn_file_actions_addclosefrom_np")
    static let addChangeDirectory: AddChangeDirectory = function(
        named: "posix_spawn_file_actions_addchdir_np")

    private static func function<T>(named name: String) -> T {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), name) else { fatalError("glibc has no \(name)") }
        return unsafeBitCast(symbol, to: T.self)
    }
}
