import Domain
import FoundationEssentials
import Presentation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

let environment = ProcessInfo.processInfo.environment
let executablePath = ExecutablePath.current()
let status = await WxCommandLine.run(
    Array(CommandLine.arguments.dropFirst()),
    console: .standard(environment: environment),
    makeEnvironment: { settings throws(WeatherError) in
        try AppDIContainer(settings: settings, environment: environment, executablePath: executablePath)
    })
exit(status)
