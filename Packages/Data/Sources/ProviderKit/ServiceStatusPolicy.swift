import Domain
import FoundationEssentials
import Infrastructure

/// The one reading of a reply's HTTP status, shared by every provider and service. A provider gives only its
/// hooks (what 403 and 404 mean to it, the reason its error bodies give, statuses it reads itself), never a
/// status switch of its own:
/// - 2xx, and the statuses the caller reads itself (`passing`: MET Norway's 304), pass;
/// - 401 is the key rejected for a service asked with a key, else a refusal;
/// - 403 is the provider's `forbidden` (a User-Agent its terms refuse), else a refusal;
/// - 404 is the provider's `notFound` (no data there, outside its reach, a kept lookup gone stale), else a
///   refusal;
/// - 408, 429 and 5xx are transient: timed out, rate limited with a `Retry-After` of at most a day, or the
///   service unavailable (exit 75, and the next provider is asked);
/// - any other 4xx is a refusal of the request, which asking again does not mend: a reply wxapp cannot use
///   (exit 65, and the next provider is asked);
/// - anything else is the service failing.
package struct ServiceStatusPolicy: Sendable {
    /// How a refusal names the service ("MET Norway").
    package let service: String
    /// True for a service asked with an API key: its 401 is the key rejected.
    package var keyed: Bool
    package var passing: Set<Int>
    /// The reason an error body gives (Open-Meteo's `reason`, OpenWeatherMap's `message`), if any.
    package var reason: @Sendable (Data) -> String?
    package var forbidden: (@Sendable (HTTPResponse) -> WeatherError)?
    package var notFound: (@Sendable (HTTPResponse) -> WeatherError)?

    package init(
        service: String, keyed: Bool = false, passing: Set<Int> = [],
        reason: @escaping @Sendable (Data) -> String? = { _ in nil },
        forbidden: (@Sendable (HTTPResponse) -> WeatherError)? = nil,
        notFound: (@Sendable (HTTPResponse) -> WeatherError)? = nil
    ) {
        self.service = service
        self.keyed = keyed
        self.passing = passing
        self.reason = reason
        self.forbidden = forbidden
        self.notFound = notFound
    }

    /// The longest wait a `Retry-After` is believed for; a longer one is read as no time in particular.
    package static let longestRetryAfter: Duration = .seconds(86_400)
    /// The most characters of a service's reason that a message quotes.
    package static let longestReason = 200

    /// Throws what `response`'s status means unless it passes; `now` reads a `Retry-After` date (nil: only
    /// its seconds form is read).
    package func check(_ response: HTTPResponse, now: Date?) throws(WeatherError) {
        let status = response.statusCode
        guard !(200..<300).contains(status), !passing.contains(status) else { return }
        switch status {
        case 401 where keyed: throw .apiKeyRejected
        case 403, 404: throw (status == 403 ? forbidden : notFound)?(response) ?? refusal(of: response)
        case 408: throw .timedOut
        case 429: throw .rateLimited(retryAfterSeconds: Self.retryAfterSeconds(of: response, now: now))
        case 400..<500: throw refusal(of: response)
        default: throw .serviceUnavailable(statusCode: status)
        }
    }

    /// The seconds `response`'s `Retry-After` asks for, when it says a number of them (or a date, with
    /// `now`) no longer than `longestRetryAfter`.
    package static func retryAfterSeconds(of response: HTTPResponse, now: Date?) -> Int? {
        guard let value = response.header("Retry-After") else { return nil }
        let delay: Duration? =
            if let now { RetryAfter.delay(value, now: now) } else {
                RetryAfter.seconds(value).map { .seconds($0) }
            }
        guard let delay, delay <= longestRetryAfter else { return nil }
        return Int(delay.components.seconds)
    }

    /// The request refused: what the service said of it, cleaned and cut short, when it said anything.
    private func refusal(of response: HTTPResponse) -> WeatherError {
        let said = reason(response.body).map(PlaceName.cleaned).flatMap { $0.isEmpty ? nil : $0 }
        let quoted = said.map { $0.count > Self.longestReason ? $0.prefix(Self.longestReason) + "…" : $0 }
        let because = quoted.map { ": \($0)" } ?? ""
        return .unreadableResponse(
            detail: "\(service) refused the request (HTTP \(response.statusCode)\(because))")
    }
}
