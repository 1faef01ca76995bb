import Domain
import FoundationEssentials
import ProviderKit

/// Serves a place's alerts from the store while they are fresh, asks the source covering its country when
/// they are stale, and falls back to the kept ones, with the reason, when asking fails.
public struct CachingAlertsRepository: AlertsRepository {
    private let store: any AlertsStore
    private let services: [any AlertService]
    private let clock: any WallClock

    public init(store: any AlertsStore, services: [any AlertService], clock: any WallClock) {
        self.store = store
        self.services = services
        self.clock = clock
    }

    public func alerts(for place: Place, policy: FetchPolicy) async throws(WeatherError) -> AlertsReport {
        guard let service = services.first(where: { $0.source.covers(countryCode: place.countryCode) }) else {
            return AlertsReport(place: place, source: nil, alerts: [], fetchedAt: nil, origin: .cache)
        }
        let source = service.source
        let pipeline = KeptDataPipeline<[WeatherAlert]>(kind: .alerts, clock: clock) {
            $0.implausibility(at: $1)
        }
        let kept = try await store.alerts(for: place.key)
        let (copy, origin) = try await pipeline.serve(
            place, policy: policy,
            kept: kept.map { KeptCopy(place: $0.place, value: $0.alerts, fetchedAt: $0.fetchedAt) },
            fetch: { () async throws(WeatherError) in try await service.alerts(at: place.coordinates) },
            keep: { alerts, fetchedAt async throws(WeatherError) in
                try await store.saveAlerts(alerts, source: source, for: place.key, fetchedAt: fetchedAt)
            })
        // A kept copy names the source it was fetched from.
        return AlertsReport(
            place: copy.place, source: origin == .network ? source : kept?.source ?? source,
            alerts: copy.value,
            fetchedAt: copy.fetchedAt, origin: origin)
    }

    public func keptAlerts(for place: Place) async throws(WeatherError) -> AlertsReport? {
        try await store.alerts(for: place.key).map { AlertsReport($0, origin: .offline) }
    }

    public func keptAlerts() async throws(WeatherError) -> [AlertsReport] {
        try await store.allAlerts().map { AlertsReport($0, origin: .offline) }
    }
}

extension AlertsReport {
    init(_ kept: CachedAlerts, origin: WeatherReport.Origin) {
        self.init(
            place: kept.place, source: kept.source, alerts: kept.alerts, fetchedAt: kept.fetchedAt,
            origin: origin)
    }
}
