import Domain

/// What became of one provider asked, as a clause that names it: "Open-Meteo failed (HTTP 500)".
enum FailureText {
    static func clause(_ failure: ProviderFailure) -> String {
        "\(failure.provider.displayName) \(predicate(failure.error))"
    }

    /// The clause after the provider's name.
    static func predicate(_ error: WeatherError) -> String {
        switch error {
        case .serviceUnavailable(let status): "failed (HTTP \(status))"
        case .timedOut: "did not answer in time"
        case .connectionRefused: "refused the connection"
        case .connectionDropped: "dropped the connection"
        case .redirectRefused: "redirected the request where wxapp does not follow"
        case .rateLimited(let seconds?): "is limiting requests (try again in \(seconds) s)"
        case .rateLimited(nil): "is limiting requests"
        case .requestBudgetSpent(_, let perMinute, _):
            "was not asked, as wxapp's own budget of \(RequestBudgetText.requests(perMinute)) a minute to it "
                + "is used up (WXAPP_REQUESTS_PER_MINUTE)"
        case .unreadableResponse: "sent data wxapp cannot read"
        case .outdatedForecast: "sent an outdated forecast"
        case .outsideReach(_, let area): "has data for \(area) alone"
        case .networkUnavailable: "could not be reached (the network is unreachable)"
        case .apiKeyRejected: "rejected the API key"
        case .apiKeyMissing: "has no API key set"
        case .userAgentRefused: "refused wxapp's User-Agent (HTTP 403)"
        case .untrustedService: "has a certificate that could not be verified"
        default: "failed (\(FallbackReason.text(error)))"
        }
    }

    /// The stderr line of an answer that came from another provider than the first asked:
    /// "Open-Meteo failed (HTTP 500); showing MET Norway's weather for Tokyo, JP".
    static func failover(_ failures: [ProviderFailure], answeredBy provider: WeatherProvider?, what: String)
        -> String
    {
        let answered = provider.map { "\($0.displayName)'s" } ?? "another service's"
        return "\(failures.map(clause).joined(separator: "; ")); showing \(answered) \(what)"
    }
}
