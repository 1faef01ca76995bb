import ArgumentParser
import Domain

extension UnitSystem: @retroactive ExpressibleByArgument {}

/// Options of the commands that show weather.
struct WeatherOptions: ParsableArguments {
    /// The units when `--units` is not given: the configured preference, bound while a command runs.
    @TaskLocal static var preferredUnits: UnitSystem = .metric

    @Option(
        name: .customLong("units"),
        help: ArgumentHelp(
            "Units: metric (°C, m/s), imperial (°F, mph) or standard (K, m/s) (default: metric, or as configured).",
            valueName: "units"))
    var chosenUnits: UnitSystem?

    @Flag(help: "Use only cached data; never touch the network.")
    var offline = false

    /// `--units` when given, else the preference (WXAPP_UNITS, then the configuration file, then metric).
    var units: UnitSystem { chosenUnits ?? Self.preferredUnits }
}
