import Domain
import FoundationEssentials
import Infrastructure
import Presentation
import Providers
import Synchronization
import WeatherData

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// A write past the file size limit (`ulimit -f`) fails with EFBIG instead of killing the process halfway
// through, so that SQLite rolls the change back and the failure is reported as a storage error (74).
signal(SIGXFSZ, SIG_IGN)
let environment = ProcessInfo.processInfo.environment
let executablePath = ExecutablePath.current()

// The command runs as a task on the main thread (see SingleThreadTaskExecutor), and the process ends
// with its exit code. The task is detached: one that inherited the main actor would wait for the
// main actor's queue, which nothing drains.
WeatherProvider.register(ProviderRegistry.providers)
AlertSource.register(ProviderRegistry.alertSources)
AppCompletion.install(environment: environment, executablePath: executablePath)
let executor = SingleThreadTaskExecutor()
let exitStatus = Mutex<Int32>(0)
Task.detached(executorPreference: executor) {
    let status = await WxCommandLine.run(
        Array(ProcessArguments.current().dropFirst()),
        console: .standard(environment: environment),
        makeServices: { settings throws(WeatherError) in
            try AppDIContainer(settings: settings, environment: environment, executablePath: executablePath)
                .commandServices
        })
    exitStatus.withLock { $0 = status }
    executor.finish()
}
executor.run()
exit(exitStatus.withLock { $0 })
