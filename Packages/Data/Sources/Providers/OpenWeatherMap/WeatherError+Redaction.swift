import Domain
import Infrastructure
import ProviderKit

extension WeatherError {
    /// The same error with `secret`, and any `appid` query value, blanked out of its detail: the system's
    /// words about a failed request may quote the request's URL.
    func redacting(_ secret: String) -> WeatherError {
        let redactor = Redactor(queryParameterNames: ["appid"], secrets: [secret])
        switch self {
        case .networkUnavailable(let detail): return .networkUnavailable(detail: redactor.redact(detail))
        case .unreadableResponse(let detail): return .unreadableResponse(detail: redactor.redact(detail))
        case .connectionRefused(let host, let detail):
            return .connectionRefused(host: host, detail: redactor.redact(detail))
        case .connectionDropped(let host, let detail):
            return .connectionDropped(host: host, detail: redactor.redact(detail))
        case .untrustedService(let host, let detail):
            return .untrustedService(host: host, detail: redactor.redact(detail))
        // A redirect names the URL it points at, which a hostile server could make quote the key.
        case .redirectRefused(let host, let location):
            return .redirectRefused(host: host, location: redactor.redact(location))
        case .configuration(.insecureURL(let url)):
            return .configuration(.insecureURL(name: redactor.redact(url)))
        case .serviceFailed(let service, let reason):
            return .serviceFailed(service: service, reason: reason.redacting(secret))
        default: return self
        }
    }
}
