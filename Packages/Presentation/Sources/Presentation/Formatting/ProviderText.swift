import Domain

/// The registered providers in words, for help text and messages, which never name a provider themselves.
enum ProviderText {
    // Help text is made at every run, since ArgumentParser reads every command's description to find the
    // one to run: lists are joined by `ErrorMessage.list`, a plain loop, as the generic
    // `joined(separator:)` costs 0.1 M instructions the first time a run uses it.

    /// "Open-Meteo or MET Norway (--provider metno), which need no key, or from OpenWeatherMap": the first
    /// keyless provider is the default, the others are named with their option.
    static var sources: String {
        var keyless: [String] = []
        for provider in WeatherProvider.keyless {
            keyless.append(
                keyless.isEmpty
                    ? provider.displayName : provider.displayName + " (--provider " + provider.id + ")")
        }
        let free = Help.alternatives(keyless)
        let keyed = Help.alternatives(WeatherProvider.keyed.map { $0.displayName })
        return keyless.count == 1
            ? Help.words("\(free), which needs no key, or from \(keyed)")
            : Help.words("\(free), which need no key, or from \(keyed)")
    }

    /// The help of `--provider`.
    static var optionHelp: String {
        let keyless = Help.alternatives(WeatherProvider.keyless.map { $0.id })
        let keyed = Help.alternatives(WeatherProvider.keyed.map { $0.id })
        let withKey = WeatherProvider.default(hasKey: true)?.id ?? ""
        let withoutKey = WeatherProvider.default(hasKey: false)?.id ?? ""
        return Help.words(
            "The weather service: \(keyless) (no key needed), or \(keyed) (default: as configured, else \(withKey) when a key is set, \(withoutKey) otherwise)."
        )
    }

    /// "up to 16 days with Open-Meteo, 9 with MET Norway, 5 with OpenWeatherMap".
    static var forecastReach: String {
        var parts: [String] = []
        for provider in WeatherProvider.offered {
            let (days, name) = (provider.forecastDays, provider.displayName)
            parts.append(
                parts.isEmpty
                    ? Help.words("up to \(days) days with \(name)")
                    : Help.words("\(days) with \(name)", context: "days"))
        }
        return Help.list(parts)
    }

    /// "1 to 16 with Open-Meteo, 1 to 9 with MET Norway (default 7), 1 to 5 with OpenWeatherMap (default 5)":
    /// each default is said once, after the last of the providers in a row that share it.
    static var forecastDayRanges: String {
        let providers = WeatherProvider.offered
        var parts: [String] = []
        for index in providers.indices {
            let provider = providers[index]
            let (days, name, usual) = (
                provider.forecastDays, provider.displayName, provider.defaultForecastDays
            )
            let next = index + 1 < providers.count ? providers[index + 1] : nil
            parts.append(
                next?.defaultForecastDays == usual
                    ? Help.words("1 to \(days) with \(name)")
                    : Help.words("1 to \(days) with \(name) (default \(usual))"))
        }
        return Help.list(parts)
    }

    /// "hourly with Open-Meteo, hourly then six-hourly with MET Norway, 3-hourly with OpenWeatherMap".
    static var forecastSteps: String {
        var parts: [String] = []
        for provider in WeatherProvider.offered {
            let (steps, name) = (stepsText(provider.forecastSteps), provider.displayName)
            parts.append(Help.words("\(steps) with \(name)", context: "steps"))
        }
        return Help.list(parts)
    }

    /// A provider's forecast steps in the reader's language.
    private static func stepsText(_ steps: WeatherProvider.Steps) -> String {
        switch steps {
        case .hourly: Help.words("hourly")
        case .hourlyThenSixHourly: Help.words("hourly then six-hourly")
        case .threeHourly: Help.words("3-hourly")
        }
    }

    /// "Open-Meteo's air-quality service (no key needed)".
    static var airQualityService: String {
        guard let provider = WeatherProvider.airQualitySource else {
            return Help.words("an air-quality service")
        }
        let name = provider.displayName
        return provider.isKeyless
            ? Help.words("\(name)'s air-quality service (no key needed)")
            : Help.words("\(name)'s air-quality service")
    }

    /// "Open-Meteo (CAMS)": where air quality comes from.
    static var airQualitySource: String {
        airQuality.map { $0.name + " (" + $0.offer.model + ")" } ?? ""
    }

    /// "Open-Meteo forecasts pollen for Europe only".
    static func pollenReach(_ words: Words) -> String {
        guard let (name, offer) = airQuality else { return words("no pollen forecast is known") }
        let region = offer.pollenRegion
        return words("\(name) forecasts pollen for \(region) only")
    }

    /// "Open-Meteo": the service air quality comes from.
    static var airQualityName: String {
        airQuality?.name ?? "the air-quality service"
    }

    /// "Open-Meteo's historical weather (ERA5)", where the normals come from, for help text.
    static func normalsSource() -> String {
        guard let (name, offer) = archive else { return Help.words("measured past weather") }
        let model = offer.model
        return Help.words("\(name)'s historical weather (\(model))")
    }

    /// "Open-Meteo historical weather (ERA5)", where the normals come from, in the language of `words`.
    static func normalsSource(_ words: Words) -> String {
        guard let (name, offer) = archive else { return words("measured past weather") }
        let model = offer.model
        return words("\(name) historical weather (\(model))")
    }

    /// The provider of air quality, by name, and what it offers.
    private static var airQuality: (name: String, offer: WeatherProvider.AirQualityOffer)? {
        WeatherProvider.airQualitySource.flatMap { provider in
            provider.airQuality.map { (provider.displayName, $0) }
        }
    }

    /// The provider of measured past weather, by name, and what it offers.
    private static var archive: (name: String, offer: WeatherProvider.ArchiveOffer)? {
        WeatherProvider.archiveSource.flatMap { provider in
            provider.archive.map { (provider.displayName, $0) }
        }
    }

    /// "OpenWeatherMap": the providers that need a key.
    static var keyed: String { Help.alternatives(WeatherProvider.keyed.map { $0.displayName }) }

    /// "OPENWEATHER_API_KEY": the variables that hold their keys.
    static var keyVariables: String {
        Help.alternatives(WeatherProvider.keyed.compactMap { $0.key?.variable })
    }

    /// The providers that need a key and the variables that hold their keys, each list joined in the
    /// language of `words`, for its sentences.
    private static func keyedNames(_ words: Words) -> (names: String, variables: String) {
        let keyed = WeatherProvider.keyed
        return (
            ErrorMessage.alternatives(keyed.map { $0.displayName }, words: words),
            ErrorMessage.alternatives(keyed.compactMap { $0.key?.variable }, words: words)
        )
    }

    /// The sentence for a key the service rejected.
    static func keyRejected(_ words: Words) -> String {
        let (name, variables) = keyedNames(words)
        guard let hint = WeatherProvider.keyed.first?.key?.rejectionHint else {
            return words("\(name) rejected the API key. Check \(variables) and try again.")
        }
        return words("\(name) rejected the API key. Check \(variables) (\(hint)) and try again.")
    }

    /// The sentence for a provider asked with no key, naming where one is had and the provider that needs none.
    static func keyMissing(_ words: Words) -> String {
        let (name, variables) = keyedNames(words)
        let signUp =
            WeatherProvider.keyed.first?.key.map { key in
                let address = key.signUp
                return " " + words("(a free key: \(address))")
            } ?? ""
        let keyless =
            WeatherProvider.keyless.first.map { provider in
                let (other, id) = (provider.displayName, provider.id)
                return words(", or use \(other), which needs none (--provider \(id))")
            } ?? ""
        return words(
            "No \(name) API key is set. Set \(variables) or run \"wxapp config set api-key KEY\"\(signUp)\(keyless)."
        )
    }

    /// "The US (National Weather Service) and Norway (MET Norway) are covered, for any place there": where
    /// alerts come from, for help text; the countries in the reader's language.
    static var alertCoverage: String {
        let sources = AlertSource.all
        let places = sources.map { source in
            guard let reader = Help.reader else { return source.coverage }
            let country = PlaceNames(reader).countryName(
                code: source.coverageCountry, english: source.coverageCountry)
            let service = source.coverageService
            return Help.words("\(country) (\(service))")
        }
        let covered = Help.every(places)
        switch places.count {
        case 0: return Help.words("No country is covered, for any place there")
        case 1: return capitalized(Help.words("\(covered) is covered, for any place there"))
        default: return capitalized(Help.words("\(covered) are covered, for any place there"))
        }
    }

    /// `text` with its first letter capitalized, where it is an ASCII letter (full case mapping is costly
    /// the first time a run uses it).
    private static func capitalized(_ text: String) -> String {
        var bytes = Array(text.utf8)
        guard let first = bytes.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) else {
            return text
        }
        bytes[0] = first - 32
        return String(decoding: bytes, as: UTF8.self)
    }
}
