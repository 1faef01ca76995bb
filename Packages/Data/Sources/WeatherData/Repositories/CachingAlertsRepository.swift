import Domain
import FoundationEssentials

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
        let kept = try await store.alerts(for: place.key)
        if let kept, let origin = policy.origin(ofCopyFetchedAt: kept.fetchedAt, now: clock.now) {
            return AlertsReport(kept, origin: origin)
        }
        if policy == .offline {
            throw .notCached(query: "\(place.name),\(place.countryCode)", kind: .alerts)
        }
        let alerts: [WeatherAlert]
        do throws(WeatherError) {
            alerts = try await service.alerts(at: place.coordinates)
            if let problem = alerts.implausibility(at: clock.now) {
                throw WeatherError.unreadableResponse(detail: problem)
            }
        } catch {
            guard let kept else { throw error.naming(place) }
            return AlertsReport(kept, origin: .fallback(error.naming(place)))
        }
        let fetchedAt = clock.now
        try await store.saveAlerts(alerts, source: source, for: place.key, fetchedAt: fetchedAt)
        return AlertsReport(
            place: place, source: source, alerts: alerts, fetchedAt: fetchedAt, origin: .network)
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
