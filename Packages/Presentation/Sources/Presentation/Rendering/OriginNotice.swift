import Domain
import FoundationEssentials

/// The stderr notice for a report that is not fresh from the network, so cached data is never silently stale.
struct OriginNotice {
    let now: Date
    /// Also tells about network and cache hits.
    let verbose: Bool
    let words: Words
    /// The provider named with `--provider`: a copy another gave, shown offline, says it is not its.
    var named: WeatherProvider? = nil

    private var ages: AgeText { AgeText(words) }

    /// Nil for fresh data unless `verbose`.
    func text(for report: WeatherReport) -> String? {
        if let other = notNamed(report) { return other }
        guard case .network = report.origin else { return keptCopy(report) }
        let place = PlaceLabel.short(report.place, words)
        if !report.weather.passedOver.isEmpty {
            return FailureText(words).failover(
                report.weather.passedOver, answeredBy: report.weather.provider, what: .weather(place)) + "."
        }
        return verbose ? words("\(place): fetched from the weather service.") : nil
    }

    /// The same notice for past days; nil for days fresh from the service.
    func text(for report: Report<PastWeather>) -> String? {
        keptCopy(report)
    }

    /// What is said of a kept copy shown: always why it stands for a fetch, and with `verbose` that it was
    /// asked for offline or served from the cache; nil for a fetch.
    private func keptCopy<Value>(_ report: Report<Value>) -> String? {
        let place = PlaceLabel.short(report.place, words)
        let fetched = ages.fetched(report.age(at: now))
        switch report.origin {
        case .fallback(let error):
            let reason = FallbackReason.text(error, words: words)
            return words("showing cached data for \(place), \(fetched): \(reason).")
        case .offline:
            // Asked for with --offline: the copy is what was asked for, and its ages are shown with it.
            return verbose ? words("offline: showing cached data for \(place), \(fetched).") : nil
        case .cache:
            return verbose ? words("\(place): using cached data \(fetched).") : nil
        case .network:
            return nil
        }
    }

    /// More places than this sharing one cause get a single line instead of one each.
    static let summaryThreshold = 3

    /// The notices for a list: one line per place, or one line per cause shared by many places.
    func texts(for reports: [WeatherReport]) -> [String] {
        placed(for: reports).flatMap(\.self) + reports.compactMap(lateReading)
    }

    /// Offline, a reading another provider gave than the one named with `--provider`: whose it is, so that
    /// it is never taken for the named one's.
    func notNamed(_ report: WeatherReport) -> String? {
        guard let served = otherThanNamed(report.origin, report.weather.provider) else { return nil }
        let (place, fetched) = (PlaceLabel.short(report.place, words), ages.fetched(report.age(at: now)))
        return notNamed(place, fetched, servedBy: served)
    }

    /// The provider that gave a copy shown offline, when it is another than the one named with `--provider`.
    private func otherThanNamed(_ origin: WeatherReport.Origin, _ provider: WeatherProvider?)
        -> WeatherProvider?
    {
        guard origin == .offline, let named, let provider, provider != named else { return nil }
        return provider
    }

    /// "offline: showing cached data for Oslo, NO, fetched 2 h ago, from Open-Meteo; MET Norway, …", for one
    /// place or for several ("6 places").
    private func notNamed(_ places: String, _ fetched: String, servedBy served: WeatherProvider) -> String {
        let (servedName, namedName) = (served.displayName, named?.displayName ?? "")
        return words(
            "offline: showing cached data for \(places), \(fetched), from \(servedName); \(namedName), named with --provider, is not asked offline."
        )
    }

    /// The same notices, each with the report it goes with, so that they can be told in the order of the
    /// places they are about: a line shared by many places goes with the first of them. A reading that was
    /// late when fetched is told with its own report.
    func textsByReport(for reports: [WeatherReport]) -> [[String]] {
        zip(placed(for: reports), reports).map { texts, report in
            texts + [lateReading(report)].compactMap { $0 }
        }
    }

    /// For each report, the lines told with it: its own notice, the summary of the cause it shares with
    /// many others when it is the first of them, or nothing.
    private func placed(for reports: [WeatherReport]) -> [[String]] {
        let groups = Dictionary(grouping: reports) { cause(of: $0) }
        var summarised: Set<Cause> = []
        return reports.map { report in
            if report.origin == .offline, !verbose, notNamed(report) == nil { return [] }
            guard let cause = cause(of: report), let group = groups[cause],
                group.count > Self.summaryThreshold
            else {
                return [text(for: report)].compactMap { $0 }
            }
            return summarised.insert(cause).inserted ? [summary(group, cause: cause)] : []
        }
    }

    /// A reading that was already old when it was fetched is never shown as current: a station that has
    /// stopped reporting.
    func lateReading(_ report: WeatherReport) -> String? {
        guard report.wasLateWhenFetched else { return nil }
        let place = PlaceLabel.short(report.place, words)
        let observed = ages.observed(report.observedAge(at: now))
        return words(
            "the reading for \(place) was \(observed), long before it was fetched: the station may have stopped reporting."
        )
    }

    /// Why many places are shown as they are: offline, a fallback's reason, or the failures a failover
    /// passed over.
    private enum Cause: Hashable {
        case offline
        case notNamed(WeatherProvider)
        case fallback(String)
        case failover(String)
    }

    /// Nil for fresh data from the first provider asked.
    private func cause(of report: WeatherReport) -> Cause? {
        switch report.origin {
        case .fallback(let error): .fallback(FallbackReason.text(error, words: words))
        case .offline:
            otherThanNamed(report.origin, report.weather.provider).map(Cause.notNamed) ?? .offline
        case .network where !report.weather.passedOver.isEmpty:
            .failover(
                FailureText(words).failover(
                    report.weather.passedOver, answeredBy: report.weather.provider, what: .weather(nil)))
        case .cache, .network: nil
        }
    }

    private func summary(_ group: [WeatherReport], cause: Cause) -> String {
        let shownAges = group.map { $0.age(at: now) }
        let newest = ages.fetched(shownAges.min() ?? 0)
        let oldest = ages.fetched(shownAges.max() ?? 0)
        let places = words.plural(group.count, "\(group.count) place", "\(group.count) places")
        let span = newest == oldest ? newest : words("the newest \(newest), the oldest \(oldest)")
        switch cause {
        case .failover(let failures): return words("\(failures) for \(places).")
        case .offline: return words("offline: showing cached data for \(places), \(span).")
        case .notNamed(let served): return notNamed(places, span, servedBy: served)
        case .fallback(let reason): return words("showing cached data for \(places), \(span): \(reason).")
        }
    }

    /// The same notice for the air quality.
    func text(for report: AirQualityReport) -> String? {
        let place = PlaceLabel.short(report.place, words)
        let fetched = ages.fetched(report.age(at: now))
        switch report.origin {
        case .fallback(let error):
            let reason = FallbackReason.text(error, words: words)
            return words("showing the cached air quality for \(place), \(fetched): \(reason).")
        case .offline:
            return verbose ? words("offline: showing the cached air quality for \(place), \(fetched).") : nil
        case .cache:
            return verbose ? words("\(place): using the cached air quality \(fetched).") : nil
        case .network:
            let service = ProviderText.airQualityName
            return verbose ? words("\(place): air quality fetched from \(service).") : nil
        }
    }

    /// The same notice for a forecast: "showing the cached forecast for Tokyo, JP, fetched 25 min ago: …".
    func text(for report: ForecastReport) -> String? {
        let place = PlaceLabel.short(report.place, words)
        let fetched = ages.fetched(report.age(at: now))
        if let served = otherThanNamed(report.origin, report.forecast.provider) {
            let (servedName, namedName) = (served.displayName, named?.displayName ?? "")
            return words(
                "offline: showing the cached forecast for \(place), \(fetched), from \(servedName); \(namedName), named with --provider, is not asked offline."
            )
        }
        switch report.origin {
        case .fallback(let error):
            let reason = FallbackReason.text(error, words: words)
            return words("showing the cached forecast for \(place), \(fetched): \(reason).")
        case .offline:
            return verbose ? words("offline: showing the cached forecast for \(place), \(fetched).") : nil
        case .cache:
            return verbose ? words("\(place): using the cached forecast \(fetched).") : nil
        case .network where !report.forecast.passedOver.isEmpty:
            return FailureText(words).failover(
                report.forecast.passedOver, answeredBy: report.forecast.provider, what: .forecast(place))
                + "."
        case .network:
            return verbose ? words("\(place): forecast fetched from the weather service.") : nil
        }
    }
}
