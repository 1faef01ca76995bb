import Domain
import ProviderKit

extension KeptDataDescription where Value == IssuedAlerts {
    /// Alerts: asked of the first of `services` whose source covers the place's country, and kept in `store`
    /// with the source that gave them; a place none covers is answered at once, with no source.
    public static func alerts(store: SQLiteWeatherStore, services: [any AlertService], clock: any WallClock)
        -> Self
    {
        let covering = { @Sendable (place: Place) in
            services.first { $0.source.covers(countryCode: place.countryCode) }
        }
        var description = Self(
            kind: .alerts, store: store.keptAlerts,
            fetch: oneByOne(clock: clock) { place throws(WeatherError) in
                guard let service = covering(place) else {
                    throw .internalFailure(detail: "alerts were asked of a place no source covers")
                }
                return IssuedAlerts(
                    source: service.source, alerts: try await service.alerts(at: place.coordinates))
            })
        description.lookup = { place throws(WeatherError) in
            guard covering(place) != nil else { return .answered(.uncovered(place, at: clock.now)) }
            return .due(asked: place, kept: try await store.alerts(for: place.key))
        }
        return description
    }
}

extension KeptDataRepository: AlertsRepository where Value == IssuedAlerts {
    public func alerts(for place: Place, policy: FetchPolicy) async throws(WeatherError) -> AlertsReport {
        try await report(for: place, policy: policy)
    }

    public func keptAlerts(for place: Place) async throws(WeatherError) -> AlertsReport? {
        try await kept(for: place)
    }

    public func keptAlerts() async throws(WeatherError) -> [AlertsReport] {
        try await allKept()
    }
}
