import Domain

/// What became of one provider asked, as a clause that names it: "Open-Meteo failed (HTTP 500)".
struct FailureText: LanguageText {
    let words: Words

    func clause(_ failure: ProviderFailure) -> String {
        let name = failure.provider.displayName
        switch failure.error {
        case .serviceUnavailable(let status): return words("\(name) failed (HTTP \(status))")
        case .timedOut: return words("\(name) did not answer in time")
        case .connectionRefused: return words("\(name) refused the connection")
        case .connectionDropped: return words("\(name) dropped the connection")
        case .redirectRefused: return words("\(name) redirected the request where wxapp does not follow")
        case .rateLimited(let seconds?):
            return words("\(name) is limiting requests (try again in \(seconds) s)")
        case .rateLimited(nil): return words("\(name) is limiting requests")
        case .requestBudgetSpent(_, let perMinute, _):
            let requests = RequestBudgetText(words).requests(perMinute)
            return words(
                "\(name) was not asked, as wxapp's own budget of \(requests) a minute to it is used up (WXAPP_REQUESTS_PER_MINUTE)"
            )
        case .unreadableResponse: return words("\(name) sent data wxapp cannot read")
        case .outdatedForecast: return words("\(name) sent an outdated forecast")
        case .outsideReach(_, let area): return words("\(name) has data for \(area) alone")
        case .pointNotServed(_, let problem): return words("\(name) has no data for this place (\(problem))")
        case .expiredForecast(_, let seconds):
            let age = AgeText(words).relative(Double(seconds))
            return words("\(name) sent a forecast issued \(age)")
        case .networkUnavailable: return words("\(name) could not be reached (the network is unreachable)")
        case .apiKeyRejected: return words("\(name) rejected the API key")
        case .apiKeyMissing: return words("\(name) has no API key set")
        case .userAgentRefused: return words("\(name) refused wxapp's User-Agent (HTTP 403)")
        case .untrustedService: return words("\(name) has a certificate that could not be verified")
        default:
            let reason = FallbackReason.text(failure.error, words: words)
            return words("\(name) failed (\(reason))")
        }
    }

    /// The stderr line of an answer that came from another provider than the first asked:
    /// "Open-Meteo failed (HTTP 500); showing MET Norway's weather for Tokyo, JP".
    func failover(_ failures: [ProviderFailure], answeredBy provider: WeatherProvider?, what: Answer)
        -> String
    {
        let clauses = failures.map(clause).joined(separator: words.clauseSeparator)
        guard let name = provider?.displayName else {
            switch what {
            case .weather(nil): return words("\(clauses); showing another service's weather")
            case .weather(let place?):
                return words("\(clauses); showing another service's weather for \(place)")
            case .forecast(let place):
                return words("\(clauses); showing another service's forecast for \(place)")
            case .places: return words("\(clauses); showing the places another service found")
            }
        }
        switch what {
        case .weather(nil): return words("\(clauses); showing \(name)'s weather")
        case .weather(let place?): return words("\(clauses); showing \(name)'s weather for \(place)")
        case .forecast(let place): return words("\(clauses); showing \(name)'s forecast for \(place)")
        case .places: return words("\(clauses); showing the places \(name) found")
        }
    }

    /// What another provider answered with: a place's weather (or weather, for many places), its forecast,
    /// or the places a search found.
    enum Answer {
        case weather(String?)
        case forecast(String)
        case places
    }
}
