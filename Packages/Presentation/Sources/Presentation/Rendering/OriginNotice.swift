import Domain
import FoundationEssentials

/// The stderr notice for a report that is not fresh from the network, so cached data is never silently stale.
enum OriginNotice {
    /// Nil for fresh data unless `verbose`, which also tells about network and cache hits.
    static func text(for report: WeatherReport, now: Date, verbose: Bool) -> String? {
        let place = PlaceLabel.short(report.place)
        let fetched = AgeText.fetched(report.age(at: now))
        switch report.origin {
        case .fallback(let error):
            return "showing cached data for \(place), \(fetched): \(FallbackReason.text(error))."
        case .offline:
            // Asked for with --offline: the copy is what was asked for, and its ages are shown with it.
            return verbose ? "offline: showing cached data for \(place), \(fetched)." : nil
        case .cache:
            return verbose ? "\(place): using cached data \(fetched)." : nil
        case .network where !report.weather.passedOver.isEmpty:
            return FailureText.failover(
                report.weather.passedOver, answeredBy: report.weather.provider, what: "weather for \(place)")
                + "."
        case .network:
            return verbose ? "\(place): fetched from the weather service." : nil
        }
    }

    /// More places than this sharing one cause get a single line instead of one each.
    static let summaryThreshold = 3

    /// The notices for a list: one line per place, or one line per cause shared by many places.
    static func texts(for reports: [WeatherReport], now: Date, verbose: Bool) -> [String] {
        placed(for: reports, now: now, verbose: verbose).flatMap(\.self)
            + reports.compactMap { lateReading($0, now: now) }
    }

    /// The same notices, each with the report it goes with, so that they can be told in the order of the
    /// places they are about: a line shared by many places goes with the first of them. A reading that was
    /// late when fetched is told with its own report.
    static func textsByReport(for reports: [WeatherReport], now: Date, verbose: Bool) -> [[String]] {
        zip(placed(for: reports, now: now, verbose: verbose), reports).map { texts, report in
            texts + [lateReading(report, now: now)].compactMap { $0 }
        }
    }

    /// For each report, the lines told with it: its own notice, the summary of the cause it shares with
    /// many others when it is the first of them, or nothing.
    private static func placed(for reports: [WeatherReport], now: Date, verbose: Bool) -> [[String]] {
        let groups = Dictionary(grouping: reports) { cause(of: $0) }
        var summarised: Set<String> = []
        return reports.map { report in
            if report.origin == .offline, !verbose { return [] }
            guard let cause = cause(of: report), let group = groups[cause],
                group.count > summaryThreshold
            else {
                return [text(for: report, now: now, verbose: verbose)].compactMap { $0 }
            }
            return summarised.insert(cause).inserted ? [summary(group, cause: cause, now: now)] : []
        }
    }

    /// A reading that was already old when it was fetched is never shown as current: a station that has
    /// stopped reporting.
    static func lateReading(_ report: WeatherReport, now: Date) -> String? {
        guard report.wasLateWhenFetched else { return nil }
        return "the reading for \(PlaceLabel.short(report.place)) was "
            + "\(AgeText.observed(report.observedAge(at: now))), long before it was fetched: "
            + "the station may have stopped reporting."
    }

    /// "offline", the reason for a fallback, or the failures a failover passed over; nil for fresh data
    /// from the first provider asked.
    private static func cause(of report: WeatherReport) -> String? {
        switch report.origin {
        case .fallback(let error): FallbackReason.text(error)
        case .offline: "offline"
        case .network where !report.weather.passedOver.isEmpty:
            FailureText.failover(
                report.weather.passedOver, answeredBy: report.weather.provider, what: "weather")
        case .cache, .network: nil
        }
    }

    private static func summary(_ group: [WeatherReport], cause: String, now: Date) -> String {
        let ages = group.map { $0.age(at: now) }
        let newest = AgeText.fetched(ages.min() ?? 0)
        let oldest = AgeText.fetched(ages.max() ?? 0)
        let places = "\(group.count) places"
        let span =
            newest == oldest ? newest : "the newest \(newest), the oldest \(oldest)"
        if group.allSatisfy({ $0.origin == .network }) {
            return "\(cause) for \(places)."
        }
        return cause == "offline"
            ? "offline: showing cached data for \(places), \(span)."
            : "showing cached data for \(places), \(span): \(cause)."
    }

    /// The same notice for a forecast: "showing the cached forecast for Tokyo, JP, fetched 25 min ago: …".
    static func text(for report: AirQualityReport, now: Date, verbose: Bool) -> String? {
        let place = PlaceLabel.short(report.place)
        let fetched = AgeText.fetched(report.age(at: now))
        switch report.origin {
        case .fallback(let error):
            return "showing the cached air quality for \(place), \(fetched): \(FallbackReason.text(error))."
        case .offline:
            return verbose ? "offline: showing the cached air quality for \(place), \(fetched)." : nil
        case .cache:
            return verbose ? "\(place): using the cached air quality \(fetched)." : nil
        case .network:
            return verbose ? "\(place): air quality fetched from \(ProviderText.airQualityName)." : nil
        }
    }

    static func text(for report: ForecastReport, now: Date, verbose: Bool) -> String? {
        let place = PlaceLabel.short(report.place)
        let fetched = AgeText.fetched(report.age(at: now))
        switch report.origin {
        case .fallback(let error):
            return "showing the cached forecast for \(place), \(fetched): \(FallbackReason.text(error))."
        case .offline:
            return verbose ? "offline: showing the cached forecast for \(place), \(fetched)." : nil
        case .cache:
            return verbose ? "\(place): using the cached forecast \(fetched)." : nil
        case .network where !report.forecast.passedOver.isEmpty:
            return FailureText.failover(
                report.forecast.passedOver, answeredBy: report.forecast.provider,
                what: "forecast for \(place)")
                + "."
        case .network:
            return verbose ? "\(place): forecast fetched from the weather service." : nil
        }
    }
}
