import Domain
import FoundationEssentials
import Infrastructure
import Logging
import MetNorwayProvider
import NationalWeatherServiceProvider
import OpenMeteoProvider
import OpenWeatherMapProvider
import ProviderKit

/// Every weather provider and alert source wxapp has. Failover asks the one in use first, then the keyless
/// others in this order; where choices are offered (settings, help), those that need no key come first.
public enum ProviderRegistry {
    public static let modules: [any ProviderModule] = [
        OpenWeatherMapModule(),
        OpenMeteoModule(),
        MetNorwayModule(),
        NationalWeatherServiceModule(),
    ]

    /// The official alert services, each covering its own countries.
    private static let alertFeeds: [any AlertFeedFormat.Type] = [
        NationalWeatherServiceAlerts.self, MetNorwayAlerts.self,
    ]

    /// The official alert sources, in the order of `alertFeeds`.
    public static let alertSources: [AlertSource] = alertFeeds.map { $0.source }

    /// The alert source whose id is `id`, as the database names it.
    public static func alertSource(id: String) -> AlertSource? {
        alertSources.first { $0.id == id }
    }

    /// The variables that point providers and alert sources at other servers, each once, in order.
    public static let urlVariables: [String] = {
        var seen = Set<String>()
        return (modules.map { $0.urlVariable } + alertSources.map { $0.urlVariable }).filter {
            seen.insert($0).inserted
        }
    }()

    /// The providers, in the registry's order.
    public static let providers: [WeatherProvider] = modules.map { $0.provider }

    /// The provider whose id is `id`, as the database and settings name it (read for every kept reading).
    public static func provider(id: String) -> WeatherProvider? {
        providers.first { $0.id == id }
    }

    /// The module of `provider`.
    public static func module(of provider: WeatherProvider) -> (any ProviderModule)? {
        modules.first { $0.provider == provider }
    }

    /// The place searches of the providers of `order` that offer one, in that order; Open-Meteo's, which
    /// needs no key, where none of them offers one.
    public static func geocoders(
        in order: [WeatherProvider], context: (any ProviderModule) -> ProviderContext
    ) -> [(provider: WeatherProvider, geocoder: any GeocodingRepository)] {
        let found = order.compactMap { provider -> (WeatherProvider, any GeocodingRepository)? in
            guard let module = module(of: provider), let geocoder = module.geocoder(context(module)) else {
                return nil
            }
            return (provider, geocoder)
        }
        guard found.isEmpty else { return found }
        let openMeteo = OpenMeteoModule()
        return [(openMeteo.provider, openMeteo.service(context(openMeteo)))]
    }

    /// The air-quality service of the provider that offers it, whichever gives the weather; `urls` are the
    /// servers URL variables name.
    public static func airQuality(
        urls: [String: URL], http: any HTTPClient, monitor: any NetworkMonitor, logger: Logger
    ) -> (any AirQualityService)? {
        firstOffered {
            $0.airQuality(url: urls[$0.urlVariable], http: http, monitor: monitor, logger: logger)
        }
    }

    /// The measured past days of the provider that offers them, for normals.
    public static func climateArchive(
        urls: [String: URL], http: any HTTPClient, monitor: any NetworkMonitor, logger: Logger
    ) -> (any ClimateArchiveService)? {
        firstOffered {
            $0.climateArchive(url: urls[$0.urlVariable], http: http, monitor: monitor, logger: logger)
        }
    }

    /// The weather of past days from the provider that keeps an archive.
    public static func pastWeather(
        urls: [String: URL], http: any HTTPClient, monitor: any NetworkMonitor, logger: Logger
    ) -> (any PastWeatherService)? {
        firstOffered {
            $0.pastWeather(url: urls[$0.urlVariable], http: http, monitor: monitor, logger: logger)
        }
    }

    /// The service of the first module, in the registry's order, that `offer` finds one in.
    private static func firstOffered<Service>(_ offer: (any ProviderModule) -> Service?) -> Service? {
        modules.lazy.compactMap(offer).first
    }

    /// The service of each alert source, in the order of `alertSources`.
    public static func alertServices(
        urls: [String: URL], http: any HTTPClient, monitor: any NetworkMonitor, logger: Logger
    ) -> [any AlertService] {
        alertFeeds.map { feed in
            feed.service(
                baseURL: urls[feed.source.urlVariable] ?? feed.baseURL, http: http, monitor: monitor,
                logger: logger)
        }
    }
}
