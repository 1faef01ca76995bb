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

    /// "# language = de (from the locale de_DE.UTF-8)", "# clock = 24 (the default)", "# provider = openmeteo
    /// (the default)": the language, clock and provider in use where the file does not choose them (`set`
    /// lists the file's settings), and where each comes from.
    static func othersInEffect(
        besides set: Set<String>, preferences: Preferences, provider: WeatherProvider,
        environment: [String: String], words: Words
    ) -> [String] {
        func given(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        let language = Language.chosen(flag: nil, preferred: preferences.language, environment: environment)
        var lines: [String] = []
        if !set.contains(ConfigurationKey.language.rawValue) {
            let (key, code) = (ConfigurationKey.language.rawValue, language.rawValue)
            let locale = Language.messagesLocale(environment)
            if given("WXAPP_LANG").flatMap(Language.init(locale:)) != nil {
                lines.append(words("# \(key) = \(code) (from \("WXAPP_LANG"))"))
            } else if given("LANGUAGE") != nil, language != Language.ofMessages(environment) {
                lines.append(words("# \(key) = \(code) (from \("LANGUAGE"))"))
            } else if let locale, Language(locale: locale) == language {
                lines.append(words("# \(key) = \(code) (from the locale \(locale.terminalSafe))"))
            } else {
                lines.append(words("# \(key) = \(code) (the default)"))
            }
        }
        if !set.contains(ConfigurationKey.clock.rawValue) {
            let key = ConfigurationKey.clock.rawValue
            let clock = ClockStyle.forLocale(environment: environment, language: language).rawValue
            // The locale's clock is read unless it is C or POSIX, or output is in another language.
            let locale = ClockStyle.timeLocale(environment)
            if let chosen = preferences.clock {
                lines.append(words("# \(key) = \(chosen) (from \("WXAPP_CLOCK"))"))
            } else if let locale, !Language.isUntranslated(locale),
                language == Language.ofMessages(environment)
            {
                lines.append(words("# \(key) = \(clock) (from the locale \(locale.terminalSafe))"))
            } else {
                lines.append(words("# \(key) = \(clock) (the default)"))
            }
        }
        if !set.contains(ConfigurationKey.provider.rawValue) {
            let key = ConfigurationKey.provider.rawValue
            lines.append(
                given("WXAPP_PROVIDER") != nil
                    ? words("# \(key) = \(provider.id) (from \("WXAPP_PROVIDER"))")
                    : words("# \(key) = \(provider.id) (the default)"))
        }
        return lines
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
