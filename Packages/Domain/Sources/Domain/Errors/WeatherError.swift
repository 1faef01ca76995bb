/// Everything that can go wrong in wxapp, in the user's terms; Presentation maps each case to an exit code.
public enum WeatherError: Error, Sendable, Equatable {
    /// The query cannot be used: empty, too short, too long or holding control characters.
    case invalidQuery(QueryProblem)
    /// What `--date` says names no past day wxapp can show.
    case invalidPastDays(PastDaysProblem)
    /// A list of places to import cannot be used.
    case invalidPlaceList(PlaceListProblem)
    /// The query names several saved places; `candidates` are queries that pick one.
    case ambiguousPlace(query: String, candidates: [String])
    /// The query names several places equally well (cities of one name and a like size); `candidates` are
    /// queries that pick one.
    case ambiguousCity(query: String, candidates: [String])
    /// Neither the catalog nor the geocoder knows the place; `nearest` are countries and cities a slip away.
    case placeNotFound(query: String, nearest: [NearPlace] = [])
    /// Neither the catalog nor the offline gazetteer knows the place, and no geocoder was to be asked.
    case placeNotKnownOffline(query: String, nearest: [NearPlace] = [])
    /// The service has no weather at a known place's coordinates.
    case weatherNotFound(place: Place)
    /// A different place of the same name and country is already saved (wxapp keeps one of each);
    /// `saved` and `asked` are the two places as wxapp names them.
    case placeNameTaken(saved: String, asked: String)
    /// The service sent a forecast for `place` that ends before the place's today.
    case outdatedForecast(place: String)
    /// `--days` asks for more days than the provider forecasts.
    case forecastBeyondReach(days: Int, limit: Int, provider: String)
    /// The provider chosen has no data where the place is: it serves `area` alone ("the United States").
    case outsideReach(provider: String, area: String)
    /// The provider answered that it has no data at a place inside its reach: its own fault (a grid that
    /// realigned, turned marine or went invalid), which another provider does not share. `problem` is the
    /// service's name for its answer ("InvalidPoint").
    case pointNotServed(provider: String, problem: String)
    /// The provider sent a forecast issued `ageSeconds` ago, older than it stands by (the NWS expires its
    /// grids): its own fault, never shown as a fresh forecast.
    case expiredForecast(provider: String, ageSeconds: Int)
    /// The place is not among the saved places; `nearest` are saved places a slip away.
    case placeNotSaved(query: String, nearest: [NearPlace] = [])
    /// The catalog has the country but no coordinates for its capital.
    case capitalUnknown(country: String)
    /// Working offline and the place has none of `kind` kept; `place` is the place as wxapp keeps it, where
    /// it is known, for messages to name it as the cards do (`query` where it is not).
    case notCached(query: String, kind: KeptKind = .weather, place: Place? = nil)
    /// No route to the service; `detail` says what the system reported.
    case networkUnavailable(detail: String)
    /// The service's certificate could not be verified, so nothing was asked of it; `detail` says why.
    case untrustedService(host: String, detail: String)
    /// The library wxapp makes requests with (libcurl) could not be loaded; `detail` says why.
    case networkLibraryMissing(detail: String)
    /// The service's host refused the connection while the network itself worked.
    case connectionRefused(host: String, detail: String)
    /// The service's host reset or closed the connection before its reply was whole.
    case connectionDropped(host: String, detail: String)
    /// The service's host redirected the request where wxapp does not follow (plain http, or past the
    /// most redirects followed): the service's fault, as a reply that cannot be used.
    case redirectRefused(host: String, location: String)
    /// The service did not answer in time.
    case timedOut
    /// The service refused for now (HTTP 429); retry after the given seconds when known.
    case rateLimited(retryAfterSeconds: Int?)
    /// wxapp did not send the request: its own budget of `requestsPerMinute` requests to `host`
    /// (`WXAPP_REQUESTS_PER_MINUTE`) has no room for `retryAfterSeconds`, longer than the command may wait.
    /// Nothing about the service: it was never asked.
    case requestBudgetSpent(host: String, requestsPerMinute: Int, retryAfterSeconds: Int)
    /// The service failed (HTTP 5xx or another unexpected status).
    case serviceUnavailable(statusCode: Int)
    /// The service answered with something that is not the data it promised.
    case unreadableResponse(detail: String)
    /// Every provider asked failed with a fault of its own, each listed in the order asked.
    case allProvidersFailed([ProviderFailure])
    /// A service other than the weather provider (the climate archive, air quality, alerts) failed with
    /// `reason`; messages name it instead of "the weather service".
    indirect case serviceFailed(service: String, reason: WeatherError)
    /// The service refused requests that do not identify the app and a contact (MET Norway's HTTP 403);
    /// `userAgent` is the identification sent.
    case userAgentRefused(service: String, userAgent: String)
    /// No API key is configured.
    case apiKeyMissing
    /// The service rejected the API key (HTTP 401).
    case apiKeyRejected
    /// The local database could not be read or written.
    case storage(path: String, detail: String)
    /// A configuration value, or a data file wxapp ships with, is invalid.
    case configuration(ConfigurationProblem)
    /// A bug: something that should never happen did.
    case internalFailure(detail: String)

    /// This error as the failure of `service`, when it is one the service itself caused (a timeout, a
    /// limit, a failure status, an unreadable reply, no data there); an error of the network or of wxapp
    /// names its own cause and is left as it is.
    public func failing(_ service: String) -> WeatherError {
        switch self {
        case .timedOut, .rateLimited, .serviceUnavailable, .unreadableResponse, .weatherNotFound:
            .serviceFailed(service: service, reason: self)
        default: self
        }
    }

    /// What went wrong, whichever service it is named as the failure of.
    public var cause: WeatherError {
        if case .serviceFailed(_, let reason) = self { return reason.cause }
        return self
    }
}

extension WeatherError {
    /// Working offline and nothing of `kind` is kept for `place`, which messages name as the cards do.
    public static func notKept(_ kind: KeptKind, for place: Place) -> WeatherError {
        .notCached(query: "\(place.name), \(place.countryCode)", kind: kind, place: place)
    }
}
