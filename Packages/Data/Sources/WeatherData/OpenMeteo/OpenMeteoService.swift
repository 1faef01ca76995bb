import Domain
import FoundationEssentials
import Infrastructure
import Logging

/// Open-Meteo's forecast and geocoding APIs (no key needed), with replies mapped to Domain values and errors.
public struct OpenMeteoService: CurrentWeatherService, ForecastService, GeocodingRepository {
    public static let forecastURL = URL(string: "https://api.open-meteo.com")!
    public static let geocodingURL = URL(string: "https://geocoding-api.open-meteo.com")!

    private let forecasts: OpenMeteoClient
    private let geocoding: OpenMeteoClient

    /// `forecastURL` serves `/v1/forecast`, `geocodingURL` serves `/v1/search`; tests give one loopback URL for both.
    public init(
        forecastURL: URL, geocodingURL: URL, http: any HTTPClient, monitor: any NetworkMonitor, logger: Logger
    ) {
        forecasts = OpenMeteoClient(baseURL: forecastURL, http: http, monitor: monitor, logger: logger)
        geocoding = OpenMeteoClient(baseURL: geocodingURL, http: http, monitor: monitor, logger: logger)
    }

    public func currentWeather(at coordinates: Coordinates) async throws(WeatherError) -> CurrentWeather {
        let reply = try await forecasts.get(
            OpenMeteoCurrentDTO.self, "v1/forecast",
            query: Self.location(coordinates) + [
                URLQueryItem(
                    name: "current", value: OpenMeteoCurrentDTO.currentVariables.joined(separator: ",")),
                URLQueryItem(name: "daily", value: OpenMeteoCurrentDTO.dailyVariables.joined(separator: ",")),
                URLQueryItem(name: "forecast_days", value: "1"),
            ], what: "current weather")
        return try reply.toDomain()
    }

    public func forecast(at coordinates: Coordinates) async throws(WeatherError) -> Forecast {
        let reply = try await forecasts.get(
            OpenMeteoForecastDTO.self, "v1/forecast",
            query: Self.location(coordinates) + [
                URLQueryItem(
                    name: "hourly", value: OpenMeteoForecastDTO.hourlyVariables.joined(separator: ",")),
                URLQueryItem(name: "daily", value: "sunrise,sunset"),
                URLQueryItem(name: "forecast_days", value: String(WeatherProvider.openMeteo.forecastDays)),
            ], what: "forecast")
        return try reply.toDomain()
    }

    public func places(matching query: PlaceQuery, limit: Int) async throws(WeatherError) -> [Place] {
        var items = [
            URLQueryItem(name: "name", value: query.name.precomposed),
            // Ask for more when filtering by region, which the API cannot do itself.
            URLQueryItem(name: "count", value: String(max(1, min(query.region == nil ? limit : 20, 100)))),
            URLQueryItem(name: "language", value: "en"),
            URLQueryItem(name: "format", value: "json"),
        ]
        if let country = query.countryCode {
            items.append(URLQueryItem(name: "countryCode", value: country))
        }
        let reply = try await geocoding.get(
            OpenMeteoGeocodingDTO.self, "v1/search", query: items, what: "geocoding")
        // The API filters by country itself, but not by region.
        let places = (reply.results ?? []).compactMap { $0.toDomain() }.filter { $0.isWithin(query) }
        return Array(places.prefix(max(0, limit)))
    }

    /// Coordinates and the units and time format every forecast request uses.
    private static func location(_ coordinates: Coordinates) -> [URLQueryItem] {
        [
            URLQueryItem(name: "latitude", value: String(coordinates.latitude)),
            URLQueryItem(name: "longitude", value: String(coordinates.longitude)),
            URLQueryItem(name: "timezone", value: "auto"),
            URLQueryItem(name: "timeformat", value: "unixtime"),
            URLQueryItem(name: "wind_speed_unit", value: "ms"),
        ]
    }
}
