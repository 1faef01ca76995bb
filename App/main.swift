import Dispatch
import Domain
import FoundationEssentials
import Presentation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

let environment = ProcessInfo.processInfo.environment
let executablePath = ExecutablePath.current()

// The command runs as a task while the main thread waits for its exit code. (A top-level `await`
// would hand the main thread to `dispatch_main()`, which ends it by unwinding its stack, and the
// exit code's return to the main actor would then start a thread of its own.) The task is
// detached: one that inherited the main actor would wait for the main thread, which waits for it.
let exitStatus = Mutex<Int32>(0)
let finished = DispatchSemaphore(value: 0)
Task.detached {
    let status = await WxCommandLine.run(
        Array(CommandLine.arguments.dropFirst()),
        console: .standard(environment: environment),
        makeEnvironment: { settings throws(WeatherError) in
            try AppDIContainer(settings: settings, environment: environment, executablePath: executablePath)
        })
    exitStatus.withLock { $0 = status }
    finished.signal()
}
finished.wait()
exit(exitStatus.withLock { $0 })
