import ArgumentParser
import Domain

extension UnitSystem: @retroactive ExpressibleByArgument, NamedArgumentValue {}

/// Options of the commands that show weather.
struct WeatherOptions: ParsableArguments {
    @Option(
        name: .customLong("units"),
        help: ArgumentHelp(
            "Units: metric (°C, m/s), imperial (°F, mph) or standard (K, m/s) (default: metric, or as configured).",
            valueName: "units"))
    var chosenUnits: UnitSystem?

    @Flag(help: "Use only cached data; never touch the network.")
    var offline = false

    @Option(
        help: ArgumentHelp(
            "Condition icons: emoji, ascii or none (default: emoji on a UTF-8 terminal, else ascii; none in plain).",
            valueName: "style"))
    var icons: IconStyle?

    @Option(
        help: ArgumentHelp(
            "Clock: 12 or 24 hours (default: as configured, else as the locale writes times).",
            valueName: "hours"))
    var clock: ClockStyle?

    /// `--units` when given, else `preferred` (WXAPP_UNITS, then the configuration file, then metric):
    /// the flag beats the environment, which beats the file.
    func units(preferring preferred: UnitSystem) -> UnitSystem { chosenUnits ?? preferred }

    /// `--icons` when given, else `preferred` for tables, else the default for `format` on `console`:
    /// none for plain text and JSON.
    func iconStyle(for format: OutputFormat, console: Console, preferring preferred: IconStyle?) -> IconStyle
    {
        if let icons { return icons }
        if let preferred, format == .table { return preferred }
        return format == .table ? IconStyle.automatic(for: console) : .none
    }
}
