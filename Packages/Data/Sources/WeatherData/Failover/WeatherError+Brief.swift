import Domain

extension WeatherError {
    /// A few words for `doctor`: "HTTP 500", "timed out".
    var brief: String {
        switch self {
        case .serviceUnavailable(let status): "HTTP \(status)"
        case .timedOut: "timed out"
        case .connectionRefused: "connection refused"
        case .connectionDropped: "connection dropped"
        case .redirectRefused: "redirect not followed"
        case .rateLimited: "rate limited (HTTP 429)"
        case .requestBudgetSpent: "not asked (wxapp's own request budget)"
        case .unreadableResponse: "unreadable reply"
        case .networkUnavailable: "network unreachable"
        case .untrustedService: "certificate not trusted"
        case .apiKeyRejected: "API key rejected"
        case .apiKeyMissing: "no API key"
        case .userAgentRefused: "User-Agent refused (HTTP 403)"
        case .weatherNotFound, .placeNotFound: "no weather for the place"
        case .outsideReach: "not asked (the place is outside its area)"
        case .pointNotServed(_, let problem): "no data at the place (\(problem))"
        case .expiredForecast: "expired forecast"
        default: "failed"
        }
    }
}
