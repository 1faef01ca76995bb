import Domain
import FoundationEssentials
import Infrastructure
import Logging
import WeatherData

/// The weather services as commands use them: weather and forecasts from the providers in order, with
/// failover, and the chosen provider's geocoder.
struct ProviderServices: Sendable {
    let weather: FailoverService
    let geocoder: any GeocodingRepository
}

extension AppDIContainer {
    /// The providers of `configuration.providerOrder` over `http`, each keeping what it must in `store`.
    static func services(
        _ configuration: AppConfiguration, http: any HTTPClient, pace: RateLimitedHTTPClient,
        store: SQLiteWeatherStore,
        offsets: @escaping @Sendable () throws(WeatherError) -> any UTCOffsetSource, clock: any WallClock,
        logger: Logger
    ) throws(WeatherError) -> ProviderServices {
        func context(_ module: any ProviderModule) -> ProviderContext {
            ProviderContext(
                url: configuration.providerURLs[module.provider], apiKey: configuration.apiKey,
                userAgent: configuration.userAgent, http: http,
                budget: PacedRequestBudget(pace: pace, url: configuration.baseURL(of: module)),
                replies: store, clock: clock, offsets: offsets, logger: logger)
        }
        var links: [ProviderLink] = []
        for provider in configuration.providerOrder {
            guard let module = ProviderRegistry.module(of: provider) else { continue }
            links.append(try module.link(context(module)))
        }
        return ProviderServices(
            weather: FailoverService(
                links: links, budget: configuration.timeBudget, checks: store, clock: clock, logger: logger),
            geocoder: ProviderRegistry.geocoder(of: configuration.provider, context: context))
    }
}
