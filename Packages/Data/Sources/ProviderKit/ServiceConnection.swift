import Domain
import FoundationEssentials
import Infrastructure
import Logging

/// One weather service's host: builds request URLs below its base URL, skips a network known to be down,
/// sends, and turns transport failures into Domain errors. Status codes and bodies are the caller's; what
/// the service's callers note of its replies goes to `logger`.
package struct ServiceConnection: Sendable {
    /// How messages name the base URL, such as "the weather service URL".
    package let urlName: String
    package let baseURL: URL
    package let http: any HTTPClient
    package let monitor: any NetworkMonitor
    package let logger: Logger

    package init(
        urlName: String, baseURL: URL, http: any HTTPClient, monitor: any NetworkMonitor, logger: Logger
    ) {
        self.urlName = urlName
        self.baseURL = baseURL
        self.http = http
        self.monitor = monitor
        self.logger = logger
    }

    /// The reply to a GET of `path` (relative to the base URL), whatever its status; `headers` go with
    /// the request besides `Accept`.
    package func get(_ path: String, query: [URLQueryItem], headers: [String: String] = [:])
        async throws(WeatherError)
        -> HTTPResponse
    {
        try await get(try url(path, query: query), headers: headers)
    }

    /// The reply to a GET of `url`, a URL below the base URL made by `url(_:query:)`, whatever its status.
    package func get(_ url: URL, headers: [String: String] = [:]) async throws(WeatherError) -> HTTPResponse {
        let host = url.host ?? ""
        guard monitor.canReach(host: host) else {
            throw .networkUnavailable(detail: "there is no network route to \(host)")
        }
        do {
            let response = try await http.send(
                HTTPRequest(
                    url: url, headers: headers.merging(["Accept": "application/json"]) { mine, _ in mine }))
            monitor.record(host: host, reachable: true)
            return response
        } catch {
            switch error {
            case .cannotConnect, .notConnected: monitor.record(host: host, reachable: false)
            default: break
            }
            throw weatherError(for: error, host: host)
        }
    }

    /// The URL of `path` (relative to the base URL) with `query`; no `?` when `query` is empty.
    package func url(_ path: String, query: [URLQueryItem]) throws(WeatherError) -> URL {
        let base = baseURL.absoluteString.hasSuffix("/") ? baseURL : baseURL.appendingPathComponent("")
        guard
            var components = URLComponents(
                url: base.appendingPathComponent(path), resolvingAgainstBaseURL: true)
        else {
            throw .configuration(
                .invalidURL(name: urlName, value: Redactor.withoutCredentials(baseURL.absoluteString)))
        }
        components.queryItems = query.isEmpty ? nil : query
        guard let url = components.url else {
            throw .internalFailure(detail: "could not build a request URL for \(path)")
        }
        return url
    }

    private func weatherError(for error: HTTPClientError, host: String) -> WeatherError {
        switch error {
        case .timedOut: .timedOut
        case .cannotConnect(let detail), .notConnected(let detail): .networkUnavailable(detail: detail)
        case .refused(let detail): .connectionRefused(host: host, detail: detail)
        case .dropped(let detail): .connectionDropped(host: host, detail: detail)
        case .responseTooLarge(let limit):
            .unreadableResponse(detail: "the reply is larger than \(limit) bytes")
        case .insecureURL(let url):
            .configuration(.insecureURL(name: url))
        case .redirectRefused(let location): .redirectRefused(host: host, location: location)
        case .faultyReply(let detail): .unreadableResponse(detail: "the reply breaks HTTP (\(detail))")
        case .invalidURL:
            .configuration(
                .invalidURL(name: urlName, value: Redactor.withoutCredentials(baseURL.absoluteString)))
        case .untrustedServer(let detail): .untrustedService(host: host, detail: detail)
        case .libraryMissing(let detail): .networkLibraryMissing(detail: detail)
        case .heldBack(let limit, let window, let freeIn):
            Self.budgetSpent(host: host, limit: limit, window: window, freeIn: freeIn)
        case .transport(let detail): .networkUnavailable(detail: detail)
        }
    }

    /// A request held back by wxapp's own pace of `limit` requests in any `window`, free again in `freeIn`.
    private static func budgetSpent(host: String, limit: Int, window: Duration, freeIn: Duration)
        -> WeatherError
    {
        let perMinute = Double(limit) * (.seconds(60) / window)
        return .requestBudgetSpent(
            host: host, requestsPerMinute: Int(perMinute.rounded()),
            retryAfterSeconds: Int((freeIn / .seconds(1)).rounded(.up)))
    }
}
