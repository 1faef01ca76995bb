import Domain

/// Settings as `config` prints them; the API key only ever shows its last four characters.
enum ConfigText {
    /// Every setting's name: "api-key, units, units.temperature, … or home".
    static var keys: String {
        Help.alternatives(ConfigurationKey.allCases.map { $0.rawValue }) + "."
    }

    /// `units = imperial`.
    static func line(_ name: String, _ value: ConfigurationValue) -> String {
        "\(name.terminalSafe) = \(shown(name, value))"
    }

    /// The value as printed: masked for the API key, control characters removed.
    static func shown(_ name: String, _ value: ConfigurationValue) -> String {
        name == ConfigurationKey.apiKey.rawValue ? mask(value.text) : value.text.terminalSafe
    }

    /// "••••••••e1f0": the last four characters of a long secret, nothing of a short one.
    static func mask(_ secret: String) -> String {
        let visible = secret.count >= 12 ? String(secret.suffix(4)).terminalSafe : ""
        return String(repeating: "•", count: 8) + visible
    }

    /// "# units.wind = kmh (from the locale de_DE.UTF-8)": the unit of each measure the file does not
    /// choose, and where it comes from; nothing where the sources were not worked out (a broken file).
    static func unitsInEffect(_ preferences: Preferences, words: Words) -> [String] {
        Measure.allCases.compactMap { measure in
            let (key, unit) = (
                ConfigurationKey.unit(of: measure).rawValue, preferences.units.unitName(of: measure)
            )
            switch preferences.unitSources[measure] {
            case .file, nil: return nil
            case .variable(let variable): return words("# \(key) = \(unit) (from \(variable))")
            case .locale(let locale):
                return words("# \(key) = \(unit) (from the locale \(locale.terminalSafe))")
            case .standard: return words("# \(key) = \(unit) (the default)")
            }
        }
    }

    /// `{"units": "imperial", "cache-lifetime": 300, "api-key": "••••••••e1f0"}`.
    static func json(_ settings: [(name: String, value: ConfigurationValue)]) -> JSONValue {
        var members: [String: JSONValue] = [:]
        for (name, value) in settings {
            if name == ConfigurationKey.apiKey.rawValue {
                members[name] = .string(mask(value.text))
            } else if case .integer(let number) = value {
                members[name] = .integer(number)
            } else {
                members[name] = .string(value.text)
            }
        }
        return .object(members)
    }
}
