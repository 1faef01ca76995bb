import ArgumentParser
import Domain
import FoundationEssentials

extension UnitSystem: @retroactive ExpressibleByArgument, NamedArgumentValue {}

extension TemperatureUnit: @retroactive ExpressibleByArgument, NamedArgumentValue {}
extension SpeedUnit: @retroactive ExpressibleByArgument, NamedArgumentValue {}
extension PressureUnit: @retroactive ExpressibleByArgument, NamedArgumentValue {}
extension PrecipitationUnit: @retroactive ExpressibleByArgument, NamedArgumentValue {}
extension DistanceUnit: @retroactive ExpressibleByArgument, NamedArgumentValue {}

/// Options of the commands that show weather.
struct WeatherOptions: ParsableArguments {
    @Option(
        name: [.customShort("u"), .customLong("units")],
        help: Help.words(
            "Units: metric (°C, m/s), imperial (°F, mph), standard (K, m/s) or uk (°C, mph) (default: metric, or as configured).",
            valueName: "units"))
    var chosenUnits: UnitSystem?

    @Option(
        name: .customLong("temperature-unit"),
        help: Help.words("Temperature unit, over --units.", valueName: "unit"))
    var temperatureUnit: TemperatureUnit?

    @Option(
        name: .customLong("wind-unit"),
        help: Help.words("Wind unit, over --units; bft is the Beaufort scale.", valueName: "unit"))
    var windUnit: SpeedUnit?

    @Option(
        name: .customLong("pressure-unit"),
        help: Help.words("Pressure unit, over --units.", valueName: "unit"))
    var pressureUnit: PressureUnit?

    @Option(
        name: .customLong("precipitation-unit"),
        help: Help.words("Precipitation unit, over --units.", valueName: "unit"))
    var precipitationUnit: PrecipitationUnit?

    @Option(
        name: .customLong("distance-unit"),
        help: Help.words("Distance (visibility) unit, over --units.", valueName: "unit"))
    var distanceUnit: DistanceUnit?

    @Flag(
        name: [.customShort("o"), .long], help: Help.words("Use only cached data; never touch the network."))
    var offline = false

    @Option(
        help: Help.words(
            "Condition icons: emoji, ascii or none (default: emoji on a UTF-8 terminal, else ascii; none in plain).",
            valueName: "style"))
    var icons: IconStyle?

    @Option(
        help: Help.words(
            "Clock: 12 or 24 hours (default: as configured, else as the locale writes times).",
            valueName: "hours"))
    var clock: ClockStyle?

    /// The units asked for on the command line over `preferred` (the environment's over the file's):
    /// `--units` replaces `preferred` whole, and each `--…-unit` then sets its own measure.
    func units(preferring preferred: Units) -> Units {
        let choices: [UnitChoice?] = [
            temperatureUnit.map(UnitChoice.temperature), windUnit.map(UnitChoice.wind),
            pressureUnit.map(UnitChoice.pressure), precipitationUnit.map(UnitChoice.precipitation),
            distanceUnit.map(UnitChoice.distance),
        ]
        return preferred.overlaid(preset: chosenUnits, choices: choices.compactMap { $0 })
    }

    /// How weather is fetched: with `--offline` from the cache alone, else every place again when `refresh`,
    /// else the cached copy while it is younger than `lifetime`.
    func fetchPolicy(lifetime: TimeInterval, refresh: Bool = false) -> FetchPolicy {
        offline ? .offline : refresh ? .refresh : .cacheFirst(lifetime: lifetime)
    }

    /// `--icons` when given, else `preferred` for tables, else the default for `format` on `console`:
    /// none for plain text and JSON.
    func iconStyle(for format: OutputFormat, console: Console, preferring preferred: IconStyle?) -> IconStyle
    {
        if let icons { return icons }
        if let preferred, format == .table { return preferred }
        return format == .table ? IconStyle.automatic(for: console) : .none
    }
}
