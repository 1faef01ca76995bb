/// A weather service wxapp can fetch from, as the rest of wxapp sees it: its name and what it offers.
///
/// Each provider's folder under Data declares its one value, and Data's registry lists them; the
/// composition root registers that list before anything runs. Nothing else names a provider: help text,
/// settings and messages read what they need from the registered values.
public struct WeatherProvider: Sendable, Hashable, CustomStringConvertible {
    /// What a provider gives beyond current weather and a forecast.
    public struct Extras: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The next two hours' precipitation in 15-minute steps, with the current weather.
        public static let nowcast = Extras(rawValue: 1 << 0)
        /// Sunrise and sunset with the forecast; without them wxapp computes its own.
        public static let sunTimes = Extras(rawValue: 1 << 1)
        /// An amount of rain and snow with every forecast step, so that a step without one has none and a
        /// day's total is known; without it, a day's total is missing.
        public static let precipitationAmounts = Extras(rawValue: 1 << 2)
    }

    /// How a provider that needs a key is given one.
    public struct Key: Sendable {
        /// The environment variable that holds the key, beside the `api-key` setting.
        public let variable: String
        /// Where a free key is had.
        public let signUp: String
        /// What to know of a key the service rejects, such as how long a new one takes to work.
        public let rejectionHint: String
        /// The query parameter that carries the key, which logs never show.
        public let queryParameter: String

        public init(variable: String, signUp: String, rejectionHint: String, queryParameter: String) {
            self.variable = variable
            self.signUp = signUp
            self.rejectionHint = rejectionHint
            self.queryParameter = queryParameter
        }
    }

    /// Air quality, where the provider gives it: the model it comes from and where it forecasts pollen.
    public struct AirQualityOffer: Sendable {
        /// "CAMS".
        public let model: String
        /// "Europe".
        public let pollenRegion: String

        public init(model: String, pollenRegion: String) {
            self.model = model
            self.pollenRegion = pollenRegion
        }
    }

    /// Measured past days, from which wxapp makes normals, where the provider gives them.
    public struct ArchiveOffer: Sendable {
        /// The reanalysis they come from: "ERA5".
        public let model: String

        public init(model: String) {
            self.model = model
        }
    }

    /// How far apart the steps of a provider's forecast are; help words each in the reader's language.
    public enum Steps: Sendable {
        case hourly
        /// Hourly for the first days, then six-hourly.
        case hourlyThenSixHourly
        case threeHourly
    }

    /// The name wxapp knows it by in settings, options, JSON and the database, such as "openmeteo".
    public let id: String
    /// The service's own name, such as "Open-Meteo".
    public let displayName: String
    /// How many days ahead the provider forecasts.
    public let forecastDays: Int
    /// How far apart the steps of its forecast are.
    public let forecastSteps: Steps
    /// How it is given a key; nil for a service anyone may ask without one.
    public let key: Key?
    public let extras: Extras
    public let airQuality: AirQualityOffer?
    public let archive: ArchiveOffer?
    /// Where it has data; it is asked for no place outside.
    public let reach: Reach

    public init(
        id: String, displayName: String, forecastDays: Int, forecastSteps: Steps, key: Key?,
        extras: Extras, airQuality: AirQualityOffer? = nil, archive: ArchiveOffer? = nil,
        reach: Reach = .everywhere
    ) {
        self.id = id
        self.displayName = displayName
        self.forecastDays = forecastDays
        self.forecastSteps = forecastSteps
        self.key = key
        self.extras = extras
        self.airQuality = airQuality
        self.archive = archive
        self.reach = reach
    }

    /// The days a forecast shows unless asked: a week where the provider has one.
    public var defaultForecastDays: Int { min(7, forecastDays) }

    public var description: String { id }

    /// True for a service anyone may ask without a key.
    public var isKeyless: Bool { key == nil }

    /// One provider is one id, whatever else a value says.
    public static func == (lhs: WeatherProvider, rhs: WeatherProvider) -> Bool { lhs.id == rhs.id }

    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension WeatherProvider {
    private static let registry = Registry<WeatherProvider>()

    /// Every provider wxapp has, in the registry's order: empty until one is registered.
    public static var all: [WeatherProvider] { registry.values }

    /// Makes `providers`, in the registry's order, the providers wxapp has.
    public static func register(_ providers: [WeatherProvider]) {
        registry.values = providers
    }

    /// The registered provider with `id` as its name, or nil.
    public init?(id: String) {
        guard let provider = Self.all.first(where: { $0.id == id }) else { return nil }
        self = provider
    }

    /// The registered providers anyone may ask without a key, in the registry's order.
    public static var keyless: [WeatherProvider] { all.filter { $0.isKeyless } }

    /// The provider used unless one is chosen: the first that needs no key, or with a key the first that
    /// needs one.
    public static func `default`(hasKey: Bool) -> WeatherProvider? {
        all.first { $0.isKeyless != hasKey }
    }

    /// The registered provider that gives air quality, whichever gives the weather.
    public static var airQualitySource: WeatherProvider? { all.first { $0.airQuality != nil } }

    /// The registered provider whose measured past days make the normals.
    public static var archiveSource: WeatherProvider? { all.first { $0.archive != nil } }

    /// The registered providers that need a key, in the registry's order.
    public static var keyed: [WeatherProvider] { all.filter { !$0.isKeyless } }

    /// The registered providers as choices are offered (settings, help): those that need no key first.
    public static var offered: [WeatherProvider] { keyless + keyed }
}
