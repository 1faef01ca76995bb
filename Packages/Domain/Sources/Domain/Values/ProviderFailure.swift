/// A provider that was asked and failed, and why: what a failover passed over on its way to an answer.
public struct ProviderFailure: Sendable, Equatable {
    public let provider: WeatherProvider
    public let error: WeatherError

    public init(provider: WeatherProvider, error: WeatherError) {
        self.provider = provider
        self.error = error
    }
}

extension WeatherError {
    /// True for a fault of the service asked (no answer in time, a refused or dropped connection, HTTP 5xx
    /// or 429, a reply that cannot be read), which another service may not share, and for a request wxapp
    /// held back under its own budget for that service, which another service's budget may still allow. A
    /// user's own error (a rejected key, an unknown place) and a network that is down are not: asking
    /// elsewhere would paper over the first and cannot help with the second.
    public var invitesFailover: Bool {
        switch self {
        case .timedOut, .connectionRefused, .connectionDropped, .redirectRefused, .serviceUnavailable,
            .rateLimited, .requestBudgetSpent,
            .unreadableResponse,
            .outdatedForecast, .outsideReach, .pointNotServed, .expiredForecast:
            true
        default: false
        }
    }
}
