import Domain
import FoundationEssentials
import Infrastructure
import Logging
import ProviderKit

extension WeatherProvider {
    /// Open-Meteo: free, no key (CC BY 4.0 data).
    public static let openMeteo = WeatherProvider(
        id: "openmeteo", displayName: "Open-Meteo", forecastDays: 16, forecastSteps: .hourly,
        key: nil,
        extras: [.nowcast, .sunTimes, .precipitationAmounts],
        airQuality: AirQualityOffer(model: "CAMS", pollenRegion: "Europe"),
        archive: ArchiveOffer(model: "ERA5"))
}

/// Open-Meteo's forecast and geocoding, on one server when `WXAPP_OPENMETEO_URL` names one.
package struct OpenMeteoModule: SingleServiceModule {
    package init() {}

    package var provider: WeatherProvider { .openMeteo }
    package var urlVariable: String { "WXAPP_OPENMETEO_URL" }
    package var defaultURL: URL { OpenMeteoService.forecastURL }

    package func airQuality(url: URL?, http: any HTTPClient, monitor: any NetworkMonitor, logger: Logger)
        -> (any AirQualityService)?
    {
        OpenMeteoAirQualityService(
            baseURL: url ?? OpenMeteoAirQualityService.baseURL, http: http, monitor: monitor, logger: logger)
    }

    package func climateArchive(url: URL?, http: any HTTPClient, monitor: any NetworkMonitor, logger: Logger)
        -> (any ClimateArchiveService)?
    {
        OpenMeteoArchiveService(
            baseURL: url ?? OpenMeteoArchiveService.baseURL, http: http, monitor: monitor, logger: logger)
    }

    package func pastWeather(url: URL?, http: any HTTPClient, monitor: any NetworkMonitor, logger: Logger)
        -> (any PastWeatherService)?
    {
        OpenMeteoPastWeatherService(
            archiveURL: url ?? OpenMeteoArchiveService.baseURL,
            forecastURL: url ?? OpenMeteoService.forecastURL,
            http: http, monitor: monitor, logger: logger)
    }

    package func service(_ context: ProviderContext) -> OpenMeteoService {
        OpenMeteoService(
            forecastURL: context.url ?? OpenMeteoService.forecastURL,
            geocodingURL: context.url ?? OpenMeteoService.geocodingURL,
            http: context.http, monitor: context.monitor, logger: context.logger)
    }
}
