import Domain
import FoundationEssentials
import Infrastructure
import Logging
import ProviderKit

/// Open-Meteo's forecast and geocoding APIs (no key needed), with replies mapped to Domain values and errors.
public struct OpenMeteoService: WeatherAndForecasts, GeocodingRepository {
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

    /// Open-Meteo answers for up to 1,000 places in one request; 100 keep the request line under about
    /// 4 KB, within what servers and proxies commonly accept. Each place still counts as an API call of
    /// its own against the free tier's limits.
    public var placesPerRequest: Int { 100 }

    public var currentWeatherService: PointService<CurrentWeather> {
        PointService(placesPerRequest: placesPerRequest) { points, _ throws(WeatherError) in
            try await currentWeather(at: points)
        }
    }

    public var forecastService: PointService<Forecast> {
        PointService(placesPerRequest: placesPerRequest) { points, _ throws(WeatherError) in
            try await forecasts(at: points)
        }
    }

    public func currentWeather(at coordinates: Coordinates) async throws(WeatherError) -> CurrentWeather {
        try await value(OpenMeteoCurrentDTO.self, at: coordinates, query: Self.currentQuery)
    }

    public func currentWeather(at coordinates: [Coordinates]) async throws(WeatherError)
        -> [Result<CurrentWeather, WeatherError>]
    {
        try await values(OpenMeteoCurrentDTO.self, at: coordinates, query: Self.currentQuery)
    }

    public func forecast(at coordinates: Coordinates) async throws(WeatherError) -> Forecast {
        try await value(OpenMeteoForecastDTO.self, at: coordinates, query: Self.forecastQuery)
    }

    public func forecasts(at coordinates: [Coordinates]) async throws(WeatherError)
        -> [Result<Forecast, WeatherError>]
    {
        try await values(OpenMeteoForecastDTO.self, at: coordinates, query: Self.forecastQuery)
    }

    /// The value `/v1/forecast` gives for one place asked `query`.
    private func value<Reply: OpenMeteoForecastReply>(
        _ type: Reply.Type, at coordinates: Coordinates, query: [URLQueryItem]
    ) async throws(WeatherError) -> Reply.Value {
        try await forecasts.get(
            type, "v1/forecast", query: Self.location(coordinates) + query, asked: coordinates,
            what: Reply.what
        ).toDomain()
    }

    /// Comma-separated coordinates: the reply is an array of the usual replies, each paired with its place.
    private func values<Reply: OpenMeteoForecastReply>(
        _ type: Reply.Type, at coordinates: [Coordinates], query: [URLQueryItem]
    ) async throws(WeatherError) -> [Result<Reply.Value, WeatherError>] {
        if coordinates.count <= 1 {
            guard let point = coordinates.first else { return [] }
            // One place gets the usual reply, an object rather than an array.
            return [.success(try await value(type, at: point, query: query))]
        }
        let replies = try await forecasts.getEach(
            type, "v1/forecast", query: Self.locations(coordinates) + query, asked: coordinates,
            what: Reply.what)
        return replies.map { reply in
            reply.flatMap { dto in Result { () throws(WeatherError) in try dto.toDomain() } }
        }
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
        let reply: OpenMeteoGeocodingDTO
        do throws(WeatherError) {
            reply = try await geocoding.get(
                OpenMeteoGeocodingDTO.self, "v1/search", query: items, what: "geocoding")
        } catch {
            throw error.failing("Open-Meteo's geocoding service")
        }
        // The API filters by country itself, but not by region.
        let places = (reply.results ?? []).compactMap { $0.toDomain() }.filter { $0.isWithin(query) }
        return Array(places.prefix(max(0, limit)))
    }

    /// The current conditions, today's extremes and sun times, and precipitation in the next two hours in
    /// 15-minute steps.
    private static let currentQuery = [
        URLQueryItem(name: "current", value: OpenMeteoCurrentDTO.currentVariables.joined(separator: ",")),
        URLQueryItem(name: "daily", value: OpenMeteoCurrentDTO.dailyVariables.joined(separator: ",")),
        URLQueryItem(name: "forecast_days", value: "1"),
        URLQueryItem(name: "minutely_15", value: "precipitation"),
        // The quarter hours a reading keeps, from the one in progress.
        URLQueryItem(name: "forecast_minutely_15", value: String(Nowcast.keptSteps)),
    ]

    /// Every hourly step, with the days' sun times, for as many days as Open-Meteo forecasts.
    private static let forecastQuery = [
        URLQueryItem(name: "hourly", value: OpenMeteoForecastDTO.hourlyVariables.joined(separator: ",")),
        URLQueryItem(name: "daily", value: "sunrise,sunset"),
        URLQueryItem(name: "forecast_days", value: String(WeatherProvider.openMeteo.forecastDays)),
    ]

    /// Coordinates and the units and time format every forecast request uses.
    private static func location(_ coordinates: Coordinates) -> [URLQueryItem] {
        locations([coordinates])
    }

    /// Several places' coordinates, comma-separated, and the units and time format of every request.
    private static func locations(_ coordinates: [Coordinates]) -> [URLQueryItem] {
        [
            URLQueryItem(
                name: "latitude", value: coordinates.map { String($0.latitude) }.joined(separator: ",")),
            URLQueryItem(
                name: "longitude", value: coordinates.map { String($0.longitude) }.joined(separator: ",")),
            URLQueryItem(name: "timezone", value: "auto"),
            URLQueryItem(name: "timeformat", value: "unixtime"),
            URLQueryItem(name: "wind_speed_unit", value: "ms"),
        ]
    }
}
