import Domain

extension WeatherError {
    /// The error of a request for `place`'s weather: a service that finds nothing at its coordinates has no
    /// weather for it, which is not the same as not knowing a name the user typed.
    func naming(_ place: Place) -> WeatherError {
        if case .placeNotFound = self {
            return .weatherNotFound(place: place)
        }
        return self
    }

    /// True for failures that say nothing about one place but about every request: retrying others is waste.
    /// A timeout counts: the service gave no answer within the whole retry budget, so the next place would
    /// only make the user wait as long again. So does wxapp's own request budget: a later request finds it
    /// no roomier.
    var affectsEveryRequest: Bool {
        switch self {
        case .networkUnavailable, .networkLibraryMissing, .untrustedService, .apiKeyMissing, .apiKeyRejected,
            .rateLimited, .configuration, .timedOut, .connectionRefused, .connectionDropped,
            .redirectRefused, .userAgentRefused, .requestBudgetSpent:
            true
        case .allProvidersFailed(let failures): failures.allSatisfy(\.error.affectsEveryRequest)
        case .serviceFailed(_, let reason): reason.affectsEveryRequest
        default: false
        }
    }
}
