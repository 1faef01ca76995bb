import Domain

/// Why fresh data could not be had, as a clause that ends a notice: "the network is unreachable".
enum FallbackReason {
    /// `service` names what failed where the error does not say.
    static func text(_ error: WeatherError, service: String = "the weather service") -> String {
        switch error {
        case .serviceFailed(let service, let reason): text(reason, service: service)
        case .networkUnavailable: "the network is unreachable"
        case .connectionRefused(let host, _): "\(host) refused the connection"
        case .connectionDropped(let host, _): "\(host) dropped the connection"
        case .redirectRefused(let host, let location):
            "\(host) redirected the request to \(location), which wxapp does not follow"
        case .allProvidersFailed(let failures):
            "no weather service could answer (\(failures.map(FailureText.clause).joined(separator: "; ")))"
        case .userAgentRefused(let service, _): "\(service) refused wxapp's User-Agent (HTTP 403)"
        case .untrustedService(let host, _): "the certificate of \(host) could not be verified"
        case .networkLibraryMissing: "libcurl, which wxapp needs for the network, is not installed"
        case .timedOut: "\(service) did not answer in time"
        case .rateLimited(let seconds?):
            "\(service) is limiting requests (try again in \(seconds) s)"
        case .rateLimited(nil): "\(service) is limiting requests"
        case .requestBudgetSpent(let host, let perMinute, _):
            "wxapp's own budget of \(RequestBudgetText.requests(perMinute)) a minute to \(host) is used up "
                + "(WXAPP_REQUESTS_PER_MINUTE)"
        case .serviceUnavailable(let status): "\(service) failed (HTTP \(status))"
        case .unreadableResponse: "\(service) sent data that cannot be read"
        case .apiKeyRejected: "the API key was rejected"
        case .apiKeyMissing: "no API key is set"
        case .storage: "the database could not be written"
        case .configuration: "the configuration is invalid"
        case .internalFailure: "an internal error occurred"
        case .weatherNotFound: "\(service) has no weather there"
        case .outdatedForecast: "\(service) sent an outdated forecast"
        case .outsideReach(let provider, let area): "\(provider) has data for \(area) alone"
        case .invalidQuery, .invalidPlaceList, .ambiguousPlace, .ambiguousCity, .placeNotFound,
            .placeNotKnownOffline,
            .placeNotSaved, .placeNameTaken, .capitalUnknown, .notCached, .forecastBeyondReach:
            "fresh data could not be fetched"
        }
    }
}
