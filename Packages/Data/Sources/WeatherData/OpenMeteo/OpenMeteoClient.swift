import Domain
import FoundationEssentials
import Infrastructure
import Logging

/// GET requests to one Open-Meteo host: URL building, reachability, status codes and decoding, with
/// failures mapped to Domain errors. Open-Meteo needs no key.
struct OpenMeteoClient: Sendable {
    let connection: ServiceConnection
    let logger: Logger

    init(baseURL: URL, http: any HTTPClient, monitor: any NetworkMonitor, logger: Logger) {
        connection = ServiceConnection(
            urlName: "the Open-Meteo URL", baseURL: baseURL, http: http, monitor: monitor)
        self.logger = logger
    }

    /// The decoded body of a successful GET of `path` (relative to the base URL).
    func get<T: Decodable>(_ type: T.Type, _ path: String, query: [URLQueryItem], what: String)
        async throws(WeatherError) -> T
    {
        let response = try await connection.get(path, query: query)
        try checkStatus(of: response)
        do {
            return try JSONDecoder().decode(type, from: response.body)
        } catch {
            logger.debug("undecodable Open-Meteo \(what) reply: \(error)")
            throw .unreadableResponse(detail: "the Open-Meteo \(what) reply is not the JSON expected")
        }
    }

    /// The `count` replies of a GET that asks about several places at once, each decoded on its own: an
    /// element that is not the JSON expected fails alone. A reply that is not an array of `count` fails all.
    func getEach<T: Decodable>(
        _ type: T.Type, _ path: String, query: [URLQueryItem], count: Int, what: String
    )
        async throws(WeatherError) -> [Result<T, WeatherError>]
    {
        let response = try await connection.get(path, query: query)
        try checkStatus(of: response)
        let elements: [Element<T>]
        do {
            elements = try JSONDecoder().decode([Element<T>].self, from: response.body)
        } catch {
            logger.debug("undecodable Open-Meteo \(what) reply for \(count) places: \(error)")
            throw .unreadableResponse(
                detail: "the Open-Meteo \(what) reply for \(count) places is not the JSON expected")
        }
        guard elements.count == count else {
            throw .unreadableResponse(
                detail:
                    "the Open-Meteo \(what) reply holds \(elements.count) places, not the \(count) asked for")
        }
        return elements.enumerated().map { number, element in
            element.value.mapError { error in
                logger.debug(
                    "undecodable Open-Meteo \(what) reply for place \(number + 1) of \(count): \(error)")
                return .unreadableResponse(detail: "the Open-Meteo \(what) reply is not the JSON expected")
            }
        }
    }

    private func checkStatus(of response: HTTPResponse) throws(WeatherError) {
        let status = response.statusCode
        guard !(200..<300).contains(status) else { return }
        let reason = (try? JSONDecoder().decode(OpenMeteoErrorDTO.self, from: response.body))?.reason
        logger.debug("Open-Meteo answered \(status): \(reason ?? "no reason")")
        switch status {
        case 400:
            throw .unreadableResponse(detail: "Open-Meteo refused the request (\(reason ?? "HTTP 400"))")
        case 429: throw .rateLimited(retryAfterSeconds: response.header("Retry-After").flatMap { Int($0) })
        default: throw .serviceUnavailable(statusCode: status)
        }
    }
}

/// Open-Meteo's error body: `{"error": true, "reason": "..."}`.
struct OpenMeteoErrorDTO: Decodable, Sendable {
    let error: Bool?
    let reason: String?
}

/// One element of a JSON array, decoded on its own so that a bad element does not spoil the others.
private struct Element<T: Decodable>: Decodable {
    let value: Result<T, any Error>

    init(from decoder: any Decoder) {
        value = Result { try T(from: decoder) }
    }
}
