import Domain
import Presentation
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

    /// What commands use where they are given no flag: each variable over the file's setting; "auto" leaves
    /// the icons, clock and language to the terminal and the locale.
    static func preferences(environment: [String: String], file: [ConfigurationKey: ConfigurationValue])
        throws(WeatherError) -> Preferences
    {
        func chosen(_ name: String, _ key: ConfigurationKey) throws(WeatherError) -> String? {
            try choice(environment[name], name: name, key: key, file: file).flatMap {
                $0 == "auto" ? nil : $0
            }
        }
        var preferences = Preferences()
        (preferences.units, preferences.unitsForPrograms, preferences.unitSources) = try units(
            environment: environment, file: file)
        preferences.icons = try chosen("WXAPP_ICONS", .icons).flatMap(IconStyle.init(rawValue:))
        preferences.clock = try chosen("WXAPP_CLOCK", .clock)
        preferences.language = try chosen("WXAPP_LANG", .language)
        preferences.lineTemplate = try choice(
            environment["WXAPP_LINE_TEMPLATE"], name: "WXAPP_LINE_TEMPLATE", key: .lineTemplate, file: file)
        preferences.home = file[.home]?.text
        return preferences
    }

    /// The variable that chooses the unit of `measure`: `WXAPP_WIND_UNIT`.
    static func unitVariable(_ measure: Measure) -> String {
        "WXAPP_\(measure.rawValue.uppercased())_UNIT"
    }

    /// The units commands use unless their flags say otherwise, the units of JSON, and where each measure's
    /// unit comes from: those the measurement locale's territory reads the weather in (`LC_ALL`, else
    /// `LC_MEASUREMENT`, else `LANG`; metric where it names none, and always for JSON), overlaid by the
    /// file's preset (`units`) and measures (`units.…`), then by the environment's (`WXAPP_UNITS`,
    /// `WXAPP_…_UNIT`), as `Units.overlaid` says.
    static func units(environment: [String: String], file: [ConfigurationKey: ConfigurationValue])
        throws(WeatherError) -> (units: Units, forPrograms: Units, sources: [Measure: UnitSource])
    {
        let locale = ["LC_ALL", "LC_MEASUREMENT", "LANG"].lazy.compactMap { environment[$0] }.first {
            !$0.isEmpty
        }
        let territory = locale.flatMap(Units.territory(ofLocale:))
        let origin: UnitSource = territory != nil ? locale.map(UnitSource.locale) ?? .standard : .standard
        var sources = Dictionary(uniqueKeysWithValues: Measure.allCases.map { ($0, origin) })
        var fileChoices: [UnitChoice] = []
        var environmentChoices: [UnitChoice] = []
        let filePreset = file[.units].flatMap { UnitSystem(rawValue: $0.text) }
        let environmentPreset = try checked(environment["WXAPP_UNITS"], name: "WXAPP_UNITS", key: .units)
            .flatMap(UnitSystem.init(rawValue:))
        for measure in Measure.allCases {
            if filePreset != nil { sources[measure] = .file(ConfigurationKey.units.rawValue) }
            if let name = file[.unit(of: measure)]?.text {
                fileChoices.append(try unitChoice(name, of: measure))
                sources[measure] = .file(ConfigurationKey.unit(of: measure).rawValue)
            }
            if environmentPreset != nil { sources[measure] = .variable("WXAPP_UNITS") }
            let variable = unitVariable(measure)
            if let name = try checked(environment[variable], name: variable, key: .unit(of: measure)) {
                environmentChoices.append(try unitChoice(name, of: measure))
                sources[measure] = .variable(variable)
            }
        }
        func chosen(over base: Units) -> Units {
            base.overlaid(preset: filePreset, choices: fileChoices)
                .overlaid(preset: environmentPreset, choices: environmentChoices)
        }
        return (chosen(over: Units(territory: territory)), chosen(over: .metric), sources)
    }

    /// The unit a checked setting names; one that passed the check and names none is a bug.
    private static func unitChoice(_ name: String, of measure: Measure) throws(WeatherError) -> UnitChoice {
        guard let choice = measure.choice(named: name) else {
            throw .internalFailure(detail: "\"\(name)\" was taken for a unit of \(measure.rawValue)")
        }
        return choice
    }
}
