import ArgumentParser
import Domain

extension UnitSystem: @retroactive ExpressibleByArgument {}

/// Options of the commands that show weather.
struct WeatherOptions: ParsableArguments {
    @Option(help: "Units: metric (°C, m/s), imperial (°F, mph) or standard (K, m/s).")
    var units: UnitSystem = .metric

    @Flag(help: "Use only cached data; never touch the network.")
    var offline = false
}
