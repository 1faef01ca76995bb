import Domain
import Foundation
import Infrastructure
import Logging

/// GET requests to one Open-Meteo host: URL building, reachability, status codes and decoding, with
/// failures mapped to Domain errors. Open-Meteo needs no key.
struct OpenMeteoClient: Sendable {
    let baseURL: URL
    let http: any HTTPClient
    let monitor: any NetworkMonitor
    let logger: Logger

    /// The decoded body of a successful GET of `path` (relative to the base URL).
    func get<T: Decodable>(_ type: T.Type, _ path: String, query: [URLQueryItem], what: String)
        async throws(WeatherError) -> T
    {
        let url = try makeURL(path, query: query)
        let host = url.host ?? ""
        guard monitor.canReach(host: host) else {
            throw .networkUnavailable(detail: "there is no network route to \(host)")
        }
        let response: HTTPResponse
        do {
            response = try await http.send(HTTPRequest(url: url, headers: ["Accept": "application/json"]))
        } catch {
            if case .cannotConnect = error { monitor.record(host: host, reachable: false) }
            if case .notConnected = error { monitor.record(host: host, reachable: false) }
            throw Self.weatherError(for: error)
        }
        monitor.record(host: host, reachable: true)
        try checkStatus(of: response)
        do {
            return try JSONDecoder().decode(type, from: response.body)
        } catch {
            logger.debug("undecodable Open-Meteo \(what) reply: \(error)")
            throw .unreadableResponse(detail: "the Open-Meteo \(what) reply is not the JSON expected")
        }
    }

    private func makeURL(_ path: String, query: [URLQueryItem]) throws(WeatherError) -> URL {
        let base = baseURL.absoluteString.hasSuffix("/") ? baseURL : baseURL.appendingPathComponent("")
        guard
            var components = URLComponents(
                url: base.appendingPathComponent(path), resolvingAgainstBaseURL: true)
        else {
            throw .configuration(detail: "the Open-Meteo URL \(baseURL.absoluteString) is not a valid URL")
        }
        components.queryItems = query
        guard let url = components.url else {
            throw .internalFailure(detail: "could not build a request URL for \(path)")
        }
        return url
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

    private static func weatherError(for error: HTTPClientError) -> WeatherError {
        switch error {
        case .timedOut: .timedOut
        case .cannotConnect(let detail), .notConnected(let detail): .networkUnavailable(detail: detail)
        case .responseTooLarge(let limit):
            .unreadableResponse(detail: "the reply is larger than \(limit) bytes")
        case .insecureURL(let url):
            .configuration(detail: "\(url) must use https (plain http only for loopback)")
        case .transport(let detail): .networkUnavailable(detail: detail)
        }
    }
}

/// Open-Meteo's error body: `{"error": true, "reason": "..."}`.
struct OpenMeteoErrorDTO: Decodable, Sendable {
    let error: Bool?
    let reason: String?
}
