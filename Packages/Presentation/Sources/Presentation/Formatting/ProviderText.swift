import Domain

/// The registered providers in words, for help text and messages, which never name a provider themselves.
enum ProviderText {
    /// "Open-Meteo or MET Norway (--provider metno), which need no key, or from OpenWeatherMap": the first
    /// keyless provider is the default, the others are named with their option.
    static var sources: String {
        let keyless = WeatherProvider.keyless.enumerated().map { index, provider in
            index == 0 ? provider.displayName : "\(provider.displayName) (--provider \(provider.id))"
        }
        let keyed = WeatherProvider.keyed.map(\.displayName)
        let need = keyless.count == 1 ? "needs" : "need"
        return
            "\(ErrorMessage.alternatives(keyless)), which \(need) no key, or from \(ErrorMessage.alternatives(keyed))"
    }

    /// The help of `--provider`.
    static var optionHelp: String {
        let keyless = WeatherProvider.keyless.map(\.id)
        let keyed = WeatherProvider.keyed.map(\.id)
        return "The weather service: \(ErrorMessage.alternatives(keyless)) (no key needed), or "
            + "\(ErrorMessage.alternatives(keyed)) (default: as configured, else \(keyed.first ?? "") when a key "
            + "is set, \(keyless.first ?? "") otherwise)."
    }

    /// "up to 16 days with Open-Meteo, 9 with MET Norway, 5 with OpenWeatherMap".
    static var forecastReach: String {
        WeatherProvider.offered.enumerated().map { index, provider in
            "\(index == 0 ? "up to " : "")\(provider.forecastDays)\(index == 0 ? " days" : "") with "
                + provider.displayName
        }.joined(separator: ", ")
    }

    /// "1 to 16 with Open-Meteo, 1 to 9 with MET Norway (default 7), 1 to 5 with OpenWeatherMap (default 5)":
    /// each default is said once, after the last of the providers in a row that share it.
    static var forecastDayRanges: String {
        let providers = WeatherProvider.offered
        return providers.enumerated().map { index, provider in
            let range = "1 to \(provider.forecastDays) with \(provider.displayName)"
            let next = providers.indices.contains(index + 1) ? providers[index + 1] : nil
            return next?.defaultForecastDays == provider.defaultForecastDays
                ? range : range + " (default \(provider.defaultForecastDays))"
        }.joined(separator: ", ")
    }

    /// "hourly with Open-Meteo, hourly then six-hourly with MET Norway, 3-hourly with OpenWeatherMap".
    static var forecastSteps: String {
        WeatherProvider.offered.map { "\($0.forecastSteps) with \($0.displayName)" }.joined(separator: ", ")
    }

    /// "OpenWeatherMap": the providers that need a key.
    static var keyed: String { ErrorMessage.alternatives(WeatherProvider.keyed.map(\.displayName)) }

    /// "OPENWEATHER_API_KEY": the variables that hold their keys.
    static var keyVariables: String {
        ErrorMessage.alternatives(WeatherProvider.keyed.compactMap(\.key?.variable))
    }

    /// The sentence for a key the service rejected.
    static var keyRejected: String {
        let hint = WeatherProvider.keyed.first?.key.map { " (\($0.rejectionHint))" } ?? ""
        return "\(keyed) rejected the API key. Check \(keyVariables)\(hint) and try again."
    }

    /// The sentence for a provider asked with no key, naming where one is had and the provider that needs none.
    static var keyMissing: String {
        let signUp = WeatherProvider.keyed.first?.key.map { " (a free key: \($0.signUp))" } ?? ""
        let keyless = WeatherProvider.keyless.first.map {
            ", or use \($0.displayName), which needs none (--provider \($0.id))"
        }
        return
            "No \(keyed) API key is set. Set \(keyVariables) or run \"wxapp config set api-key KEY\"\(signUp)"
            + "\(keyless ?? "")."
    }

    /// "The US (National Weather Service) and Norway (MET Norway) are": where alerts come from.
    static var alertCoverage: String {
        let places = AlertSource.all.map(\.coverage)
        let text =
            places.count > 1
            ? places.dropLast().joined(separator: ", ") + " and " + (places.last ?? "") + " are"
            : (places.first ?? "no country") + " is"
        return text.prefix(1).uppercased() + text.dropFirst()
    }
}
