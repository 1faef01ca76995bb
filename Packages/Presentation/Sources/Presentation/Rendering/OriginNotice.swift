import Domain
import Foundation

/// The stderr notice for a report that is not fresh from the network, so cached data is never silently stale.
enum OriginNotice {
    /// Nil for fresh data unless `verbose`, which also tells about network and cache hits.
    static func text(for report: WeatherReport, now: Date, verbose: Bool) -> String? {
        let place = PlaceLabel.short(report.place)
        let age = AgeText.since(report.age(at: now))
        switch report.origin {
        case .fallback(let error):
            return "showing cached data for \(place) from \(age): \(FallbackReason.text(error))."
        case .offline:
            return "offline: showing cached data for \(place) from \(age)."
        case .cache:
            return verbose ? "\(place): using cached data from \(age)." : nil
        case .network:
            return verbose ? "\(place): fetched from the weather service." : nil
        }
    }

    /// The same notice for a forecast: "showing the cached forecast for Tokyo, JP from 25 min ago: …".
    static func text(for report: ForecastReport, now: Date, verbose: Bool) -> String? {
        let place = PlaceLabel.short(report.place)
        let age = AgeText.since(report.age(at: now))
        switch report.origin {
        case .fallback(let error):
            return "showing the cached forecast for \(place) from \(age): \(FallbackReason.text(error))."
        case .offline:
            return "offline: showing the cached forecast for \(place) from \(age)."
        case .cache:
            return verbose ? "\(place): using the cached forecast from \(age)." : nil
        case .network:
            return verbose ? "\(place): forecast fetched from the weather service." : nil
        }
    }
}
