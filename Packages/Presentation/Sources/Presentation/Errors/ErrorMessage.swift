import Domain

/// What the user sees for a failure: the exit code and a sentence saying what happened and what to do.
struct ErrorMessage: Equatable {
    let exitCode: Int32
    let text: String

    /// `verbose` adds the system's own detail where the plain message leaves it out; `service` names what
    /// failed where the error does not say.
    init(_ error: WeatherError, verbose: Bool = false, service: String? = nil, words: Words) {
        let service = service ?? words("the weather service")
        let named = service.prefix(1).uppercased() + service.dropFirst()
        let detail = { (text: String) in Self.detail(text, verbose) }
        let problems = ProblemText(words)
        func quoted(_ items: [String]) -> String { Self.quoted(items, words: words) }
        func quoted(_ places: [NearPlace]) -> String { Self.quoted(places, words: words) }
        switch error {
        case .serviceFailed(let service, let reason):
            self.init(reason, verbose: verbose, service: service, words: words)
        case .invalidQuery(let problem):
            self.init(ExitStatus.usage, problems.sentence(problem))
        case .invalidPastDays(let problem):
            self.init(ExitStatus.usage, problems.sentence(problem))
        case .invalidPlaceList(let problem):
            self.init(ExitStatus.usage, problems.sentence(problem))
        case .ambiguousPlace(let query, let candidates):
            let choices = quoted(candidates)
            self.init(
                ExitStatus.usage, words("\"\(query)\" matches more than one saved place; try \(choices)."))
        case .ambiguousCity(let query, let candidates):
            let choices = quoted(candidates)
            self.init(
                ExitStatus.usage,
                words(
                    "\"\(query)\" names more than one city; say which with a region or country code: \(choices)."
                ))
        case .unreadableResponse(let text):
            let detail = detail(text)
            self.init(
                ExitStatus.dataError,
                words(
                    "\(named) sent data that wxapp cannot read\(detail). Try again later, and report it if it keeps happening."
                ))
        case .placeNotFound(let query, let nearest) where !nearest.isEmpty:
            let choices = quoted(nearest)
            self.init(
                ExitStatus.notFound,
                words("No country or city called \"\(query)\" was found. Did you mean \(choices)?"))
        case .placeNotFound(let query, _):
            self.init(
                ExitStatus.notFound,
                words(
                    "No country or city called \"\(query)\" was found. Check the spelling, or add a country code as in \"Paris,FR\"."
                ))
        case .placeNotKnownOffline(let query, let nearest) where !nearest.isEmpty:
            let choices = quoted(nearest)
            self.init(
                ExitStatus.notFound,
                words(
                    "\"\(query)\" is not among the countries and cities wxapp knows offline. Did you mean \(choices)?"
                ))
        case .placeNotKnownOffline(let query, _):
            let command = Self.command("show", query, words: words)
            self.init(
                ExitStatus.notFound,
                words(
                    "\"\(query)\" is not among the countries and cities wxapp knows offline, and no geocoding service was asked. Look it up once with \(command)."
                ))
        case .weatherNotFound(let found):
            let place = PlaceLabel.short(found, words)
            self.init(
                ExitStatus.notFound,
                words("\(named) has no weather for \(place). Try again later, or add a city nearby."))
        case .outdatedForecast(let place):
            self.init(
                ExitStatus.dataError,
                words(
                    "\(named) sent a forecast for \(place) that ends before today. Try again later, and report it if it keeps happening."
                ))
        case .forecastBeyondReach(let days, let limit, let provider):
            self.init(
                ExitStatus.usage,
                words(
                    "--days \(days) is beyond \(provider)'s forecast, which covers \(limit) days; ask for 1 to \(limit), or use a provider that forecasts further (--provider)."
                ))
        case .outsideReach(let provider, let area):
            self.init(
                ExitStatus.usage,
                words(
                    "\(provider) has data for \(area) alone, and this place is not there; choose another provider (--provider), or let wxapp fall back to the others."
                ))
        case .pointNotServed(let provider, let problem):
            self.init(
                ExitStatus.dataError,
                words(
                    "\(provider) has no data for this place (\(problem)), although the place is within its area. Try again later, or choose another provider (--provider)."
                ))
        case .expiredForecast(let provider, let seconds):
            let age = AgeText(words).relative(Double(seconds))
            self.init(
                ExitStatus.dataError,
                words(
                    "\(provider) sent a forecast issued \(age), which it no longer stands by. Try again later, or choose another provider (--provider)."
                ))
        case .placeNameTaken(let savedPlace, let askedPlace):
            self.init(
                ExitStatus.usage,
                words(
                    "\(savedPlace) is already saved, and wxapp keeps one place of a name in each country. To add \(askedPlace) instead, delete the saved one first."
                ))
        case .placeNotSaved(let query, let nearest) where !nearest.isEmpty:
            // A slip of the keyboard: never advice to add the misspelling.
            let choices = quoted(nearest)
            self.init(
                ExitStatus.notFound,
                words("\"\(query)\" is not among your saved places. Did you mean \(choices)?"))
        case .placeNotSaved(let query, _):
            let command = Self.command("add", query, words: words)
            self.init(
                ExitStatus.notFound,
                words(
                    "\"\(query)\" is not among your saved places. Run \"wxapp list\" to see them, or \(command) to add it."
                ))
        case .capitalUnknown(let country):
            self.init(
                ExitStatus.notFound,
                words(
                    "The catalog does not know where the capital of \(country) is, so wxapp cannot fetch its weather. Add a city of \(country) by name instead."
                ))
        case .notCached(let query, let kind, let place):
            let named = place.map { PlaceLabel.short($0, words) } ?? query
            self.init(ExitStatus.unavailable, Self.noneKept(kind, query: named, words: words))
        case .networkUnavailable(let text):
            let detail = detail(text)
            self.init(
                ExitStatus.unavailable,
                words(
                    "The network is unreachable\(detail) and there is no cached copy to show. Check your connection and try again."
                ))
        case .connectionRefused(let host, let text):
            // The network works (the host answered with a refusal): the service's own fault, so a temporary one.
            let detail = detail(text)
            self.init(
                ExitStatus.temporaryFailure,
                words(
                    "\(host) refused the connection\(detail), and there is no cached copy to show. Try again later, or check the service's URL setting."
                ))
        case .redirectRefused(let host, let location):
            // Only https redirects are followed, three at most: one elsewhere is the service's own fault.
            self.init(
                ExitStatus.temporaryFailure,
                words(
                    "\(host) redirected the request to \(location), which wxapp does not follow (only https redirects, three at most), and there is no cached copy to show. Try again later, or check the service's URL setting."
                ))
        case .connectionDropped(let host, let text):
            let detail = detail(text)
            self.init(
                ExitStatus.temporaryFailure,
                words(
                    "\(host) dropped the connection before its reply was whole\(detail), and there is no cached copy to show. Try again later."
                ))
        case .untrustedService(let host, let text):
            let detail = text.withoutFinalPeriod
            self.init(
                ExitStatus.unavailable,
                words(
                    "wxapp refused to talk to \(host) because its certificate could not be verified (\(detail)), and there is no cached copy to show. To trust a private certificate authority, set SSL_CERT_FILE to its certificate."
                ))
        case .networkLibraryMissing(let text):
            let detail = detail(text)
            self.init(
                ExitStatus.unavailable,
                words(
                    "wxapp needs libcurl to reach the network and could not load it\(detail); install the libcurl4 package (apt-get install libcurl4)."
                ))
        case .internalFailure(let text):
            let detail = text.withoutFinalPeriod
            self.init(
                ExitStatus.software,
                words("Something went wrong inside wxapp: \(detail). This is a bug; please report it."))
        case .storage(let path, let text):
            let detail = text.withoutFinalPeriod
            self.init(
                ExitStatus.ioError,
                words(
                    "The database \(path) could not be used: \(detail). Nothing in it was changed. To go on with another file, use --db."
                ))
        case .timedOut, .rateLimited, .serviceUnavailable:
            self.init(ExitStatus.temporaryFailure, Self.temporaryFailure(error, service: named, words: words))
        case .requestBudgetSpent(let host, let perMinute, let seconds):
            // Nothing was sent: the service is not at fault, and trying again once the budget has room works.
            let budget = RequestBudgetText(words)
            let (requests, wait) = (budget.requests(perMinute), budget.seconds(seconds))
            self.init(
                ExitStatus.temporaryFailure,
                words(
                    "wxapp did not ask \(host): its own budget of \(requests) a minute to it (WXAPP_REQUESTS_PER_MINUTE) has no room for \(wait), longer than this command waits, and there is no cached copy to show. Try again in \(wait), or raise WXAPP_REQUESTS_PER_MINUTE if the service allows more."
                ))
        case .allProvidersFailed(let failures):
            let clauses = failures.map(FailureText(words).clause).joined(separator: words.clauseSeparator)
            self.init(
                ExitStatus.temporaryFailure,
                words("No weather service could answer: \(clauses). Try again later."))
        case .userAgentRefused(let service, let userAgent):
            self.init(
                ExitStatus.configuration,
                words(
                    "\(service) refused the request (HTTP 403), which it does when the User-Agent does not name the app and a contact; wxapp sent \"\(userAgent)\". Set WXAPP_CONTACT to your e-mail address or web site and try again."
                ))
        case .apiKeyRejected:
            self.init(ExitStatus.noPermission, ProviderText.keyRejected(words))
        case .apiKeyMissing:
            self.init(ExitStatus.configuration, ProviderText.keyMissing(words))
        case .configuration(let problem):
            self.init(problem, words: words)
        }
    }

    init(_ exitCode: Int32, _ text: String) {
        self.exitCode = exitCode
        self.text = text
    }

    /// `service` is what failed, capitalized to begin the sentence.
    private static func temporaryFailure(_ error: WeatherError, service: String, words: Words) -> String {
        switch error {
        case .rateLimited(let seconds?):
            words.plural(
                seconds, "\(service) is limiting requests. Try again in \(seconds) second.",
                "\(service) is limiting requests. Try again in \(seconds) seconds.")
        case .rateLimited(nil):
            words("\(service) is limiting requests. Try again in a few minutes.")
        case .serviceUnavailable(let status):
            words("\(service) failed (HTTP \(status)). Try again later.")
        default:
            words("\(service) did not answer in time. Try again in a moment.")
        }
    }

    private static func detail(_ detail: String, _ verbose: Bool) -> String {
        verbose && !detail.isEmpty ? " (\(detail.withoutFinalPeriod))" : ""
    }
}

extension String {
    fileprivate var withoutFinalPeriod: String {
        hasSuffix(".") ? String(dropLast()) : self
    }
}
