import Domain

/// Why fresh data could not be had, as a clause that ends a notice: "the network is unreachable".
enum FallbackReason {
    /// `service` names what failed where the error does not say.
    static func text(_ error: WeatherError, service: String? = nil, words: Words) -> String {
        let service = service ?? words("the weather service")
        switch error {
        case .serviceFailed(let service, let reason): return text(reason, service: service, words: words)
        case .networkUnavailable: return words("the network is unreachable")
        case .connectionRefused(let host, _): return words("\(host) refused the connection")
        case .connectionDropped(let host, _): return words("\(host) dropped the connection")
        case .redirectRefused(let host, let location):
            return words("\(host) redirected the request to \(location), which wxapp does not follow")
        case .allProvidersFailed(let failures):
            let clauses = failures.map(FailureText(words).clause).joined(separator: words.clauseSeparator)
            return words("no weather service could answer (\(clauses))")
        case .userAgentRefused(let service, _):
            return words("\(service) refused wxapp's User-Agent (HTTP 403)")
        case .untrustedService(let host, _): return words("the certificate of \(host) could not be verified")
        case .networkLibraryMissing:
            return words("libcurl, which wxapp needs for the network, is not installed")
        case .timedOut: return words("\(service) did not answer in time")
        case .rateLimited(let seconds?):
            return words("\(service) is limiting requests (try again in \(seconds) s)")
        case .rateLimited(nil): return words("\(service) is limiting requests")
        case .requestBudgetSpent(let host, let perMinute, _):
            let requests = RequestBudgetText(words).requests(perMinute)
            return words(
                "wxapp's own budget of \(requests) a minute to \(host) is used up (WXAPP_REQUESTS_PER_MINUTE)"
            )
        case .serviceUnavailable(let status): return words("\(service) failed (HTTP \(status))")
        case .unreadableResponse: return words("\(service) sent data that cannot be read")
        case .apiKeyRejected: return words("the API key was rejected")
        case .apiKeyMissing: return words("no API key is set")
        case .storage: return words("the database could not be written")
        case .configuration: return words("the configuration is invalid")
        case .internalFailure: return words("an internal error occurred")
        case .weatherNotFound: return words("\(service) has no weather there")
        case .outdatedForecast: return words("\(service) sent an outdated forecast")
        case .outsideReach(let provider, let area): return words("\(provider) has data for \(area) alone")
        case .pointNotServed(let provider, let problem):
            return words("\(provider) has no data for this place (\(problem))")
        case .expiredForecast(let provider, let seconds):
            let age = AgeText(words).relative(Double(seconds))
            return words("\(provider) sent a forecast issued \(age)")
        case .invalidQuery, .invalidPastDays, .invalidPlaceList, .ambiguousPlace, .ambiguousCity,
            .placeNotFound,
            .placeNotKnownOffline,
            .placeNotSaved, .placeNameTaken, .capitalUnknown, .notCached, .forecastBeyondReach:
            return words("fresh data could not be fetched")
        }
    }
}
