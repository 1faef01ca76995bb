import Domain

/// What the user sees for a failure: the exit code and a sentence saying what happened and what to do.
struct ErrorMessage: Equatable {
    let exitCode: Int32
    let text: String

    /// `verbose` adds the system's own detail where the plain message leaves it out; `service` names what
    /// failed where the error does not say.
    init(_ error: WeatherError, verbose: Bool = false, service: String = "the weather service") {
        let named = service.prefix(1).uppercased() + service.dropFirst()
        switch error {
        case .serviceFailed(let service, let reason):
            self.init(reason, verbose: verbose, service: service)
        case .invalidQuery(let problem):
            self.init(ExitStatus.usage, ProblemText.sentence(problem))
        case .invalidPlaceList(let problem):
            self.init(ExitStatus.usage, ProblemText.sentence(problem))
        case .ambiguousPlace(let query, let candidates):
            let choices = Self.alternatives(candidates.map { "\"\($0)\"" })
            self.init(ExitStatus.usage, "\"\(query)\" matches more than one saved place; try \(choices).")
        case .ambiguousCity(let query, let candidates):
            let choices = Self.alternatives(candidates.map { "\"\($0)\"" })
            self.init(
                ExitStatus.usage,
                "\"\(query)\" names more than one city; say which with a region or country code: \(choices).")
        case .unreadableResponse(let detail):
            self.init(
                ExitStatus.dataError,
                "\(named) sent data that wxapp cannot read\(Self.detail(detail, verbose)). "
                    + "Try again later, and report it if it keeps happening.")
        case .placeNotFound(let query, let nearest) where !nearest.isEmpty:
            self.init(
                ExitStatus.notFound,
                "No country or city called \"\(query)\" was found. Did you mean "
                    + "\(Self.alternatives(nearest.map { "\"\($0)\"" }))?")
        case .placeNotFound(let query, _):
            self.init(
                ExitStatus.notFound,
                "No country or city called \"\(query)\" was found. "
                    + "Check the spelling, or add a country code as in \"Paris,FR\".")
        case .placeNotKnownOffline(let query, let nearest) where !nearest.isEmpty:
            self.init(
                ExitStatus.notFound,
                "\"\(query)\" is not among the countries and cities wxapp knows offline. Did you mean "
                    + "\(Self.alternatives(nearest.map { "\"\($0)\"" }))?")
        case .placeNotKnownOffline(let query, _):
            self.init(
                ExitStatus.notFound,
                "\"\(query)\" is not among the countries and cities wxapp knows offline, and no geocoding "
                    + "service was asked. Look it up once with \(Self.command("show", query)).")
        case .weatherNotFound(let place):
            self.init(
                ExitStatus.notFound,
                "\(named) has no weather for \(place). Try again later, or add a city nearby.")
        case .outdatedForecast(let place):
            self.init(
                ExitStatus.dataError,
                "\(named) sent a forecast for \(place) that ends before today. "
                    + "Try again later, and report it if it keeps happening.")
        case .forecastBeyondReach(let days, let limit, let provider):
            self.init(
                ExitStatus.usage,
                "--days \(days) is beyond \(provider)'s forecast, which covers \(limit) days; "
                    + "ask for 1 to \(limit), or use a provider that forecasts further (--provider).")
        case .outsideReach(let provider, let area):
            self.init(
                ExitStatus.usage,
                "\(provider) has data for \(area) alone, and this place is not there; "
                    + "choose another provider (--provider), or let wxapp fall back to the others.")
        case .placeNameTaken(let saved, let asked):
            self.init(
                ExitStatus.usage,
                "\(saved) is already saved, and wxapp keeps one place of a name in each country. "
                    + "To add \(asked) instead, delete the saved one first.")
        case .placeNotSaved(let query, let nearest) where !nearest.isEmpty:
            // A slip of the keyboard: never advice to add the misspelling.
            self.init(
                ExitStatus.notFound,
                "\"\(query)\" is not among your saved places. Did you mean "
                    + "\(Self.alternatives(nearest.map { "\"\($0)\"" }))?")
        case .placeNotSaved(let query, _):
            self.init(
                ExitStatus.notFound,
                "\"\(query)\" is not among your saved places. "
                    + "Run \"wxapp list\" to see them, or \(Self.command("add", query)) to add it.")
        case .capitalUnknown(let country):
            self.init(
                ExitStatus.notFound,
                "The catalog does not know where the capital of \(country) is, so wxapp cannot fetch its "
                    + "weather. Add a city of \(country) by name instead.")
        case .notCached(let query, let kind):
            self.init(
                ExitStatus.unavailable,
                "There \(Self.noneKept(kind)) for \"\(query)\" to show offline. "
                    + "Run the command again without --offline to fetch it.")
        case .networkUnavailable(let detail):
            self.init(
                ExitStatus.unavailable,
                "The network is unreachable\(Self.detail(detail, verbose)) and there is no cached copy to show. "
                    + "Check your connection and try again.")
        case .connectionRefused(let host, let detail):
            // The network works (the host answered with a refusal): the service's own fault, so a temporary one.
            self.init(
                ExitStatus.temporaryFailure,
                "\(host) refused the connection\(Self.detail(detail, verbose)), and there is no cached copy to show. "
                    + "Try again later, or check the service's URL setting.")
        case .redirectRefused(let host, let location):
            // Only https redirects are followed, three at most: one elsewhere is the service's own fault.
            self.init(
                ExitStatus.temporaryFailure,
                "\(host) redirected the request to \(location), which wxapp does not follow (only https "
                    + "redirects, three at most), and there is no cached copy to show. "
                    + "Try again later, or check the service's URL setting.")
        case .connectionDropped(let host, let detail):
            self.init(
                ExitStatus.temporaryFailure,
                "\(host) dropped the connection before its reply was whole\(Self.detail(detail, verbose)), and there "
                    + "is no cached copy to show. Try again later.")
        case .untrustedService(let host, let detail):
            self.init(
                ExitStatus.unavailable,
                "wxapp refused to talk to \(host) because its certificate could not be verified "
                    + "(\(detail.withoutFinalPeriod)), and there is no cached copy to show. "
                    + "To trust a private certificate authority, set SSL_CERT_FILE to its certificate.")
        case .networkLibraryMissing(let detail):
            self.init(
                ExitStatus.unavailable,
                "wxapp needs libcurl to reach the network and could not load it\(Self.detail(detail, verbose)); "
                    + "install the libcurl4 package (apt-get install libcurl4).")
        case .internalFailure(let detail):
            self.init(
                ExitStatus.software,
                "Something went wrong inside wxapp: \(detail.withoutFinalPeriod). This is a bug; please report it."
            )
        case .storage(let path, let detail):
            self.init(
                ExitStatus.ioError,
                "The database \(path) could not be used: \(detail.withoutFinalPeriod). "
                    + "Nothing in it was changed. To go on with another file, use --db."
            )
        case .timedOut, .rateLimited, .serviceUnavailable:
            self.init(ExitStatus.temporaryFailure, Self.temporaryFailure(error, service: named))
        case .requestBudgetSpent(let host, let perMinute, let seconds):
            // Nothing was sent: the service is not at fault, and trying again once the budget has room works.
            self.init(
                ExitStatus.temporaryFailure,
                "wxapp did not ask \(host): its own budget of \(RequestBudgetText.requests(perMinute)) a minute "
                    + "to it (WXAPP_REQUESTS_PER_MINUTE) has no room for \(RequestBudgetText.seconds(seconds)), "
                    + "longer than this command waits, and there is no cached copy to show. Try again in "
                    + "\(RequestBudgetText.seconds(seconds)), or raise WXAPP_REQUESTS_PER_MINUTE if the service "
                    + "allows more.")
        case .allProvidersFailed(let failures):
            self.init(
                ExitStatus.temporaryFailure,
                "No weather service could answer: \(failures.map(FailureText.clause).joined(separator: "; ")). "
                    + "Try again later.")
        case .userAgentRefused(let service, let userAgent):
            self.init(
                ExitStatus.configuration,
                "\(service) refused the request (HTTP 403), which it does when the User-Agent does not name the "
                    + "app and a contact; wxapp sent \"\(userAgent)\". Set WXAPP_CONTACT to your e-mail address "
                    + "or web site and try again.")
        case .apiKeyRejected:
            self.init(ExitStatus.noPermission, ProviderText.keyRejected)
        case .apiKeyMissing:
            self.init(ExitStatus.configuration, ProviderText.keyMissing)
        case .configuration(.damagedDataFile(let file, let path, let problem)):
            self.init(
                ExitStatus.configuration,
                "\(ProblemText.name(of: file)) \(path) \(problem). \(ProblemText.remedy(for: file))")
        case .configuration(.invalidValue(let setting, let value, let accepted)):
            // What the user typed to `config set`: a usage error, with the value meant where one is near.
            self.init(
                ExitStatus.usage,
                "\"\(value)\" is not a valid value for \(setting); it must be \(ProblemText.phrase(accepted))."
                    + Self.didYouMean(value, among: ProblemText.names(accepted)))
        case .configuration(.noSuchSetting(let name, let settings)):
            self.init(
                ExitStatus.usage,
                "There is no setting called \"\(name)\"; the settings are \(settings.joined(separator: ", "))."
                    + Self.didYouMean(name, among: settings))
        case .configuration(.emptyVariable(let name)):
            // Like an option given nothing: what the user typed, not a value in a file.
            self.init(
                ExitStatus.usage, "\(name) is set but empty. Give it a value, or unset it to use the default."
            )
        case .configuration(let problem):
            self.init(
                ExitStatus.configuration,
                "The configuration is invalid: \(ProblemText.clause(problem)). Fix it and try again.")
        }
    }

    init(_ exitCode: Int32, _ text: String) {
        self.exitCode = exitCode
        self.text = text
    }

    /// `service` is what failed, capitalized to begin the sentence.
    private static func temporaryFailure(_ error: WeatherError, service: String) -> String {
        switch error {
        case .rateLimited(let seconds?):
            "\(service) is limiting requests. Try again in \(seconds) second\(seconds == 1 ? "" : "s")."
        case .rateLimited(nil):
            "\(service) is limiting requests. Try again in a few minutes."
        case .serviceUnavailable(let status):
            "\(service) failed (HTTP \(status)). Try again later."
        default:
            "\(service) did not answer in time. Try again in a moment."
        }
    }

    /// "is no cached forecast": what is missing, named, so that a kept reading is not said to be missing
    /// when only the forecast is.
    private static func noneKept(_ kind: KeptKind) -> String {
        switch kind {
        case .weather: "is no cached weather"
        case .forecast: "is no cached forecast"
        case .airQuality: "is no cached air quality"
        case .climateNormals: "are no cached 1991–2020 normals"
        case .alerts: "are no cached alerts"
        case .location: "is no place found yet"
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
