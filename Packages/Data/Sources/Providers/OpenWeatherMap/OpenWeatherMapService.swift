import Domain
import FoundationEssentials
import Infrastructure
import Logging
import ProviderKit

/// OpenWeatherMap's current-weather and geocoding endpoints, with replies mapped to Domain values and errors.
public struct OpenWeatherMapService: WeatherAndForecasts, GeocodingRepository {
    private let connection: ServiceConnection
    private let apiKey: String?

    /// `apiKey` nil or blank makes every request fail with `apiKeyMissing` before anything is sent.
    public init(
        baseURL: URL, apiKey: String?, http: any HTTPClient, monitor: any NetworkMonitor, logger: Logger
    ) {
        connection = ServiceConnection(
            urlName: "the weather service URL", baseURL: baseURL, http: http, monitor: monitor, logger: logger
        )
        self.apiKey = apiKey
    }

    /// One request per place: the free endpoints answer for one point each.
    public var currentWeatherService: PointService<CurrentWeather> {
        .onePerRequest { point, _ throws(WeatherError) in try await currentWeather(at: point) }
    }

    public func currentWeather(at coordinates: Coordinates) async throws(WeatherError) -> CurrentWeather {
        try await reply(
            "data/2.5/weather", at: coordinates, as: CurrentWeatherDTO.self, what: "current weather"
        )
        .toDomain()
    }

    public func places(matching query: PlaceQuery, limit: Int) async throws(WeatherError) -> [Place] {
        // Composed form (NFC): "Bogotá" typed with a combining accent asks for the same place.
        let q = [query.name, query.region, query.countryCode].compactMap { $0 }.joined(separator: ",")
            .precomposed
        do throws(WeatherError) {
            let body = try await get(
                "geo/1.0/direct",
                query: [
                    URLQueryItem(name: "q", value: q), URLQueryItem(name: "limit", value: String(limit)),
                ],
                subject: query.text)
            return try decode([GeocodingDTO].self, from: body, what: "geocoding").compactMap { $0.toDomain() }
        } catch {
            throw error.failing("OpenWeatherMap's geocoding service")
        }
    }

    /// The reply about the point `coordinates` at `path`, in the units the mapping reads; `what` names it
    /// in an unreadable-reply error.
    func reply<Reply: Decodable>(
        _ path: String, at coordinates: Coordinates, as type: Reply.Type, what: String
    ) async throws(WeatherError) -> Reply {
        let body = try await get(
            path,
            query: [
                URLQueryItem(name: "lat", value: String(coordinates.latitude)),
                URLQueryItem(name: "lon", value: String(coordinates.longitude)),
                URLQueryItem(name: "units", value: OpenWeatherMapReadings.requestedUnits),
            ],
            subject: "\(coordinates.latitude),\(coordinates.longitude)")
        return try decode(type, from: body, what: what)
    }

    /// The body of a successful GET; `subject` names what was asked for in a not-found error.
    func get(_ path: String, query: [URLQueryItem], subject: String) async throws(WeatherError)
        -> Data
    {
        guard let apiKey = apiKey?.trimmingWhitespace(), !apiKey.isEmpty else {
            throw .apiKeyMissing
        }
        let response: HTTPResponse
        do {
            response = try await connection.get(
                path, query: query + [URLQueryItem(name: "appid", value: apiKey)])
        } catch {
            throw error.redacting(apiKey)
        }
        try checkStatus(of: response, subject: subject)
        return response.body
    }

    private func checkStatus(of response: HTTPResponse, subject: String) throws(WeatherError) {
        let status = response.statusCode
        guard !(200..<300).contains(status) else { return }
        let message = Self.message(of: response.body)
        connection.logger.debug("weather service answered \(status): \(message ?? "no message")")
        let policy = ServiceStatusPolicy(
            service: "OpenWeatherMap", keyed: true, reason: Self.message(of:),
            notFound: { _ in .placeNotFound(query: subject) })
        try policy.check(response, now: nil)
    }

    /// The `message` of an error body: `{"cod":401,"message":"..."}`.
    private static func message(of body: Data) -> String? {
        (try? JSONDecoder().decode(ErrorDTO.self, from: body))?.message
    }

    func decode<T: Decodable>(_ type: T.Type, from body: Data, what: String) throws(WeatherError) -> T {
        do {
            return try JSONDecoder().decode(type, from: body)
        } catch {
            connection.logger.debug("undecodable \(what) reply: \(error)")
            throw .unreadableResponse(
                detail: "the \(what) reply is not the JSON expected (\(Self.summary(of: error)))")
        }
    }

    private static func summary(of error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): "missing \(key.stringValue)"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "wrong type at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        case DecodingError.dataCorrupted: "not valid JSON"
        default: "unreadable"
        }
    }
}
