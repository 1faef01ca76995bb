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
        var links: [ProviderLink] = []
        for provider in configuration.providerOrder {
            links.append(
                try link(
                    provider, configuration, http: http,
                    budget: PacedRequestBudget(pace: pace, url: configuration.baseURL(of: provider)),
                    store: store, offsets: offsets, clock: clock, logger: logger))
        }
        let openMeteo = openMeteoService(configuration, http: http, logger: logger)
        let geocoder: any GeocodingRepository =
            configuration.provider == .openWeatherMap
            ? openWeatherMapService(configuration, http: http, logger: logger) : openMeteo
        return ProviderServices(
            weather: FailoverService(
                links: links, budget: configuration.timeBudget, checks: store, clock: clock, logger: logger),
            geocoder: geocoder)
    }

    private static func link(
        _ provider: WeatherProvider, _ configuration: AppConfiguration, http: any HTTPClient,
        budget: any RequestBudget,
        store: SQLiteWeatherStore, offsets: @Sendable () throws(WeatherError) -> any UTCOffsetSource,
        clock: any WallClock, logger: Logger
    ) throws(WeatherError) -> ProviderLink {
        switch provider {
        case .openWeatherMap:
            let service = openWeatherMapService(configuration, http: http, logger: logger)
            return ProviderLink(provider: provider, weather: service, forecasts: service, budget: budget)
        case .openMeteo:
            let service = openMeteoService(configuration, http: http, logger: logger)
            return ProviderLink(provider: provider, weather: service, forecasts: service, budget: budget)
        case .metNorway:
            let service = MetNorwayService(
                baseURL: configuration.metNorwayURL, http: http, monitor: RouteNetworkMonitor(),
                replies: store,
                clock: clock, offsets: try offsets(), userAgent: configuration.userAgent, logger: logger)
            return ProviderLink(provider: provider, weather: service, forecasts: service, budget: budget)
        }
    }

    private static func openWeatherMapService(
        _ configuration: AppConfiguration, http: any HTTPClient, logger: Logger
    ) -> OpenWeatherMapService {
        OpenWeatherMapService(
            baseURL: configuration.serviceURL, apiKey: configuration.apiKey, http: http,
            monitor: RouteNetworkMonitor(), logger: logger)
    }

    private static func openMeteoService(
        _ configuration: AppConfiguration, http: any HTTPClient, logger: Logger
    )
        -> OpenMeteoService
    {
        OpenMeteoService(
            forecastURL: configuration.openMeteoForecastURL,
            geocodingURL: configuration.openMeteoGeocodingURL,
            http: http, monitor: RouteNetworkMonitor(), logger: logger)
    }
}
