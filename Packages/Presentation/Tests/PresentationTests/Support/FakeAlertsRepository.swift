import Domain

/// Alerts kept in memory by place; a place with none kept has never been asked about.
struct FakeAlertsRepository: AlertsRepository {
    var kept: [PlaceKey: AlertsReport] = [:]

    func alerts(for place: Place, policy: FetchPolicy) async throws(WeatherError) -> AlertsReport {
        guard let report = kept[place.key] else {
            throw .notCached(query: "\(place.name), \(place.countryCode)")
        }
        return report
    }

    func keptAlerts(for place: Place) async throws(WeatherError) -> AlertsReport? {
        kept[place.key]
    }

    func keptAlerts() async throws(WeatherError) -> [AlertsReport] {
        Array(kept.values)
    }
}
