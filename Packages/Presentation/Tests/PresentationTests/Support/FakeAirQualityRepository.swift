import Domain
import Foundation
import Synchronization

/// Air quality kept in memory by place; a place without any throws `notCached`. Records every policy.
final class FakeAirQualityRepository: AirQualityRepository {
    private let reports: [PlaceKey: AirQualityReport]
    private let recorded = Mutex<[FetchPolicy]>([])

    init(_ reports: [AirQualityReport] = []) {
        self.reports = Dictionary(reports.map { ($0.place.key, $0) }) { first, _ in first }
    }

    var policies: [FetchPolicy] { recorded.withLock { $0 } }

    func keptAirQuality() async throws(WeatherError) -> [AirQualityReport] {
        Array(reports.values)
    }

    func airQuality(for place: Place, policy: FetchPolicy) async throws(WeatherError) -> AirQualityReport {
        recorded.withLock { $0.append(policy) }
        guard let report = reports[place.key] else {
            throw .notCached(query: "\(place.name), \(place.countryCode)")
        }
        return report
    }
}
