import Domain
import Foundation
import Presentation

let environment = ProcessInfo.processInfo.environment
let executablePath = ExecutablePath.current()
let status = await WxCommandLine.run(
    Array(CommandLine.arguments.dropFirst()),
    console: .standard(environment: environment),
    makeEnvironment: { settings throws(WeatherError) in
        try AppDIContainer(settings: settings, environment: environment, executablePath: executablePath)
    })
exit(status)
