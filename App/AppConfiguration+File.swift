import Domain
import WeatherData

extension AppConfiguration {
    /// The configuration file's valid settings, or none and the problem that makes it unusable.
    static func fileSettings(_ path: String) -> (
        settings: [ConfigurationKey: ConfigurationValue], problem: WeatherError?
    ) {
        do throws(WeatherError) {
            return (try ConfigureUseCase(repository: TOMLConfigurationFile(path: path)).validSettings(), nil)
        } catch {
            return ([:], error)
        }
    }

    /// The environment variable `name` when set (checked as `key` checks it), else the file's value for `key`.
    static func choice(
        _ variable: String?, name: String, key: ConfigurationKey, file: [ConfigurationKey: ConfigurationValue]
    ) throws(WeatherError) -> String? {
        try checked(variable, name: name, key: key) ?? file[key]?.text
    }

    /// The environment variable `name` in canonical form, checked as `key` checks it; nil when unset or empty.
    private static func checked(_ variable: String?, name: String, key: ConfigurationKey) throws(WeatherError)
        -> String?
    {
        guard let variable, !variable.isEmpty else { return nil }
        guard let value = key.normalized(.text(variable)) else {
            throw .configuration(.invalidVariable(name: name, value: variable, accepted: key.accepted))
        }
        return value.text
    }

    /// The variable that chooses the unit of `measure`: `WXAPP_WIND_UNIT`.
    static func unitVariable(_ measure: Measure) -> String {
        "WXAPP_\(measure.rawValue.uppercased())_UNIT"
    }

    /// The units commands use unless their flags say otherwise. The file's preset (`units`) and its
    /// `units.…` keys come first; `WXAPP_UNITS`, when set, replaces them all, and each `WXAPP_…_UNIT` then
    /// sets its measure. Within a source a measure's own unit beats the preset; a stronger source's preset
    /// beats a weaker source's measures.
    static func units(environment: [String: String], file: [ConfigurationKey: ConfigurationValue])
        throws(WeatherError) -> Units
    {
        var units = Units(file[.units].flatMap { UnitSystem(rawValue: $0.text) } ?? .metric)
        for measure in Measure.allCases {
            if let name = file[.unit(of: measure)]?.text { units = units.with(measure, named: name) ?? units }
        }
        if let preset = try checked(environment["WXAPP_UNITS"], name: "WXAPP_UNITS", key: .units)
            .flatMap(UnitSystem.init(rawValue:))
        {
            units = Units(preset)
        }
        for measure in Measure.allCases {
            let name = unitVariable(measure)
            if let unit = try checked(environment[name], name: name, key: .unit(of: measure)) {
                units = units.with(measure, named: unit) ?? units
            }
        }
        return units
    }
}
