/// Official alerts of saved places: the cache and the services behind one interface.
public protocol AlertsRepository: Sendable {
    /// The alerts of a saved `place` under `policy`; kept with the place, with fallback as for the weather.
    /// A place no source covers gets a report with no source, without a request.
    func alerts(for place: Place, policy: FetchPolicy) async throws(WeatherError) -> AlertsReport

    /// The kept alerts of a saved `place`, whatever their age, or nil when none were fetched; no request.
    func keptAlerts(for place: Place) async throws(WeatherError) -> AlertsReport?

    /// The kept alerts of every saved place that has some, whatever their age; no request.
    func keptAlerts() async throws(WeatherError) -> [AlertsReport]
}
