/// A setting of the configuration file; each validates its own values.
public enum ConfigurationKey: String, Sendable, CaseIterable, Comparable {
    case apiKey = "api-key"
    case units
    case temperatureUnit = "units.temperature"
    case windUnit = "units.wind"
    case pressureUnit = "units.pressure"
    case precipitationUnit = "units.precipitation"
    case distanceUnit = "units.distance"
    case provider
    case fallback
    case cacheLifetime = "cache-lifetime"
    case icons
    case clock
    case language
    case lineTemplate = "line-template"
    /// The place a bare `wxapp` shows first: any place a command takes, saved or not.
    case home

    /// The weather providers wxapp can use, as the configuration names them: those that need no key first.
    public static var providers: [String] {
        WeatherProvider.offered.map { $0.id }
    }
    /// Whether another provider is asked when the one in use fails.
    public static let switches = ["true", "false"]
    /// Icon styles: `auto` leaves the choice to the terminal.
    public static let iconStyles = ["auto", "emoji", "ascii", "none"]
    /// The longest `line-template` accepted, in characters; its syntax is checked where it is used.
    public static let maximumTemplateLength = 200
    /// Clocks: 12 or 24 hours; `auto` leaves the choice to the locale.
    public static let clocks = ["auto", "12", "24"]
    /// Languages by code; `auto` leaves the choice to the locale.
    public static let languages = ["auto"] + Language.allCases.map(\.rawValue)
    /// The longest cache lifetime accepted, in seconds (one day).
    public static let maximumCacheLifetime = 86_400

    /// The key named `name`, or a configuration error listing the keys there are.
    public init(named name: String) throws(WeatherError) {
        guard let key = Self(rawValue: name.trimmingWhitespace().lowercased()) else {
            throw .configuration(.noSuchSetting(name: name, settings: Self.allCases.map(\.rawValue)))
        }
        self = key
    }

    /// The measure a `units.…` key chooses the unit of.
    public var measure: Measure? {
        switch self {
        case .temperatureUnit: .temperature
        case .windUnit: .wind
        case .pressureUnit: .pressure
        case .precipitationUnit: .precipitation
        case .distanceUnit: .distance
        default: nil
        }
    }

    /// The key that chooses the unit of `measure`.
    public static func unit(of measure: Measure) -> ConfigurationKey {
        switch measure {
        case .temperature: .temperatureUnit
        case .wind: .windUnit
        case .pressure: .pressureUnit
        case .precipitation: .precipitationUnit
        case .distance: .distanceUnit
        }
    }

    /// True for the API key, which is never shown in full.
    public var isSecret: Bool { self == .apiKey }

    /// What the key accepts.
    public var accepted: AcceptedValues {
        switch self {
        case .apiKey: .apiKey
        case .units: .oneOf(UnitSystem.allCases.map(\.rawValue))
        case .temperatureUnit, .windUnit, .pressureUnit, .precipitationUnit, .distanceUnit:
            .oneOf(measure?.unitNames ?? [])
        case .provider: .oneOf(Self.providers)
        case .fallback: .oneOf(Self.switches)
        case .cacheLifetime: .wholeSeconds(0...Self.maximumCacheLifetime)
        case .icons: .oneOf(Self.iconStyles)
        case .clock: .oneOf(Self.clocks)
        case .language: .oneOf(Self.languages)
        case .lineTemplate: .text(maximumLength: Self.maximumTemplateLength)
        case .home: .text(maximumLength: PlaceQuery.maximumLength)
        }
    }

    /// The value in canonical form (`cache-lifetime` as a number), or nil when `value` is not acceptable.
    public func normalized(_ value: ConfigurationValue) -> ConfigurationValue? {
        let text = value.text.trimmingWhitespace()
        switch self {
        case .apiKey:
            let allowed = text.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-"
                        || scalar == "_")
            }
            // `-` and `_` alone are no key: `config set api-key -` reads the key from stdin.
            let named = text.unicodeScalars.contains {
                $0.properties.isAlphabetic || ("0"..."9").contains($0)
            }
            return named && text.count <= 200 && allowed ? .text(text) : nil
        case .units:
            return UnitSystem(rawValue: text.lowercased()).map { .text($0.rawValue) }
        case .temperatureUnit, .windUnit, .pressureUnit, .precipitationUnit, .distanceUnit:
            return measure?.unitName(text).map(ConfigurationValue.text)
        case .language:
            // A code, or a locale or BCP 47 tag as users paste them (`pt-BR`, `zh_CN`, `zh-Hans`), as its code.
            if text.lowercased() == "auto" { return .text("auto") }
            return Language(locale: text).map { .text($0.rawValue) }
        case .provider, .icons, .clock:
            // One of the names `accepted` lists, case aside.
            guard case .oneOf(let names) = accepted, names.contains(text.lowercased()) else { return nil }
            return .text(text.lowercased())
        case .fallback:
            return Self.switchValue(text).map { .text($0 ? "true" : "false") }
        case .lineTemplate:
            // Kept as written, spaces included: they are part of the line.
            let template = value.text
            let clean = !template.unicodeScalars.contains(where: \.isControlOrFormat)
            return !template.isEmpty && template.count <= Self.maximumTemplateLength && clean
                ? .text(template) : nil
        case .home:
            return (try? PlaceQuery(text)).map { .text($0.text) }
        case .cacheLifetime:
            guard let seconds = Int(text), (0...Self.maximumCacheLifetime).contains(seconds) else {
                return nil
            }
            return .integer(seconds)
        }
    }

    /// On or off as a setting or variable may say it: true, false, 1, 0, yes, no, on, off (any case).
    public static func switchValue(_ text: String) -> Bool? {
        switch text.trimmingWhitespace().lowercased() {
        case "true", "1", "yes", "on": true
        case "false", "0", "no", "off": false
        default: nil
        }
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// A value in the configuration file: text, or a whole number.
public enum ConfigurationValue: Sendable, Equatable {
    case text(String)
    case integer(Int)

    /// The value as the user types it on the command line.
    public var text: String {
        switch self {
        case .text(let text): text
        case .integer(let number): String(number)
        }
    }
}
