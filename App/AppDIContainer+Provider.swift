import Domain
import FoundationEssentials
import Infrastructure
import Logging
import ProviderKit
import Providers
import WeatherData

/// The weather services as commands use them: weather and forecasts from the providers in order, with
/// failover, and their place searches, also with failover.
struct ProviderServices: Sendable {
    let weather: FailoverService
    let geocoder: any GeocodingRepository
}

extension AppDIContainer {
    /// The providers of `configuration.providerOrder` over `http`, each keeping what it must in `store`.
    static func services(
        _ configuration: AppConfiguration, http: any HTTPClient, pace: RateLimitedHTTPClient,
        store: SQLiteWeatherStore, placeSearchFailovers: EventRelay<PlaceSearchFailover>,
        offsets: @escaping @Sendable () throws(WeatherError) -> any UTCOffsetSource,
        monitor: any NetworkMonitor, clock: SystemClock, logger: Logger
    ) throws(WeatherError) -> ProviderServices {
        func context(_ module: any ProviderModule) -> ProviderContext {
            ProviderContext(
                url: configuration.serviceURLs[module.urlVariable], apiKey: configuration.apiKey,
                userAgent: configuration.userAgent, http: http, monitor: monitor,
                budget: PacedRequestBudget(pace: pace, url: configuration.baseURL(of: module)),
                replies: store.keptReplies, clock: clock, offsets: offsets, logger: logger)
        }
        var links: [ProviderLink] = []
        for provider in configuration.providerOrder {
            guard let module = ProviderRegistry.module(of: provider) else { continue }
            links.append(try module.link(context(module)))
        }
        return ProviderServices(
            weather: FailoverService(
                links: links, budget: configuration.timeBudget, checks: store, clock: clock, logger: logger),
            geocoder: FailoverGeocoder(
                links: ProviderRegistry.geocoders(in: configuration.providerOrder, context: context),
                onFailover: placeSearchFailovers.tell))
    }
}

extension AppDIContainer {
    /// Air quality and normals come from the provider that offers them, whichever gives the weather.
    func airQuality() throws(WeatherError) -> any AirQualityRepository {
        guard
            let service = ProviderRegistry.airQuality(
                urls: configuration.serviceURLs, http: try http.get(), monitor: monitor, logger: logger)
        else { throw .internalFailure(detail: "no provider gives air quality") }
        return KeptDataRepository(
            .airQuality(store: try store.get(), service: service, clock: clock), clock: clock)
    }

    func normals() throws(WeatherError) -> any ClimateNormalsRepository {
        guard
            let archive = ProviderRegistry.climateArchive(
                urls: configuration.serviceURLs, http: try http.get(), monitor: monitor, logger: logger)
        else { throw .internalFailure(detail: "no provider gives measured past days") }
        return KeptDataRepository(
            .climateNormals(store: try store.get(), archive: archive, clock: clock), clock: clock)
    }

    /// Past days come from the provider that keeps an archive, whichever gives the weather.
    func pastWeather() throws(WeatherError) -> any PastWeatherRepository {
        guard
            let service = ProviderRegistry.pastWeather(
                urls: configuration.serviceURLs, http: try http.get(), monitor: monitor, logger: logger)
        else { throw .internalFailure(detail: "no provider gives past days") }
        return KeptPastDays(store: try store.get(), service: service, zones: timeZoneRules, clock: clock)
    }

    /// Alerts come from the official source that covers a place's country.
    func alerts() throws(WeatherError) -> any AlertsRepository {
        let services = ProviderRegistry.alertServices(
            urls: configuration.serviceURLs, http: try http.get(), monitor: monitor, logger: logger)
        return KeptDataRepository(
            .alerts(store: try store.get(), services: services, clock: clock), clock: clock)
    }
}
