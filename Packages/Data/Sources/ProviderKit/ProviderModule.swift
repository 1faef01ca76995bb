import Domain
import FoundationEssentials
import Infrastructure
import Logging

/// A weather provider as one piece: who it is and what it offers (its `WeatherProvider` value), where it
/// answers, and how its services are built. Each lives in its provider's folder; `ProviderRegistry` lists
/// them.
public protocol ProviderModule: Sendable {
    var provider: WeatherProvider { get }
    /// The environment variable that points the provider at another server, for tests and mirrors.
    var urlVariable: String { get }
    /// Where its weather is asked for unless `urlVariable` says otherwise.
    var defaultURL: URL { get }
    /// Its weather and forecasts, as failover asks them.
    func link(_ context: ProviderContext) throws(WeatherError) -> ProviderLink
    /// Its place-name lookup, for when it is the provider in use; nil when it has none.
    func geocoder(_ context: ProviderContext) -> (any GeocodingRepository)?
    /// Its air quality, where its value offers it, asked at `url` (its URL variable's server) when given.
    func airQuality(url: URL?, http: any HTTPClient, monitor: any NetworkMonitor, logger: Logger) -> (
        any AirQualityService
    )?
    /// Its measured past days, for normals, where its value offers them.
    func climateArchive(url: URL?, http: any HTTPClient, monitor: any NetworkMonitor, logger: Logger) -> (
        any ClimateArchiveService
    )?
    /// The weather of past days, where its value offers an archive.
    func pastWeather(url: URL?, http: any HTTPClient, monitor: any NetworkMonitor, logger: Logger) -> (
        any PastWeatherService
    )?
}

extension ProviderModule {
    public func geocoder(_ context: ProviderContext) -> (any GeocodingRepository)? { nil }

    public func airQuality(url: URL?, http: any HTTPClient, monitor: any NetworkMonitor, logger: Logger) -> (
        any AirQualityService
    )? {
        nil
    }

    public func climateArchive(url: URL?, http: any HTTPClient, monitor: any NetworkMonitor, logger: Logger)
        -> (
            any ClimateArchiveService
        )?
    {
        nil
    }

    public func pastWeather(url: URL?, http: any HTTPClient, monitor: any NetworkMonitor, logger: Logger)
        -> (any PastWeatherService)?
    {
        nil
    }
}

extension ProviderModule {
    /// The link failover asks: `service` gives both the weather and the forecasts, within the context's
    /// budget of requests.
    package func link(to service: any WeatherAndForecasts, _ context: ProviderContext) -> ProviderLink {
        ProviderLink(
            provider: provider, weather: service.currentWeatherService, forecasts: service.forecastService,
            budget: context.budget)
    }
}

/// A provider whose one service gives its weather, its forecasts and its place-name lookup.
package protocol SingleServiceModule: ProviderModule {
    associatedtype Service: WeatherAndForecasts & GeocodingRepository
    func service(_ context: ProviderContext) -> Service
}

extension SingleServiceModule {
    package func link(_ context: ProviderContext) -> ProviderLink {
        let service = self.service(context)
        return link(to: service, context)
    }

    package func geocoder(_ context: ProviderContext) -> (any GeocodingRepository)? { service(context) }
}

/// What the composition root gives a provider's module to build its services with.
public struct ProviderContext: Sendable {
    /// The server named by the module's `urlVariable`, or nil for the service's own.
    public let url: URL?
    public let apiKey: String?
    /// The User-Agent of every request, with the contact some services' terms ask for.
    public let userAgent: String
    public let http: any HTTPClient
    /// The process's one view of which hosts can be reached.
    public let monitor: any NetworkMonitor
    /// wxapp's own budget of requests to the provider.
    public let budget: any RequestBudget
    /// Where replies a service asks to be reused are kept.
    public let replies: KeptReplies
    public let clock: any WallClock
    /// The offsets of places' time zones, for services that answer in UTC; read only by those that need it.
    public let offsets: @Sendable () throws(WeatherError) -> any UTCOffsetSource
    public let logger: Logger

    public init(
        url: URL?, apiKey: String?, userAgent: String, http: any HTTPClient, monitor: any NetworkMonitor,
        budget: any RequestBudget,
        replies: KeptReplies, clock: any WallClock,
        offsets: @escaping @Sendable () throws(WeatherError) -> any UTCOffsetSource, logger: Logger
    ) {
        self.url = url
        self.apiKey = apiKey
        self.userAgent = userAgent
        self.http = http
        self.monitor = monitor
        self.budget = budget
        self.replies = replies
        self.clock = clock
        self.offsets = offsets
        self.logger = logger
    }
}
