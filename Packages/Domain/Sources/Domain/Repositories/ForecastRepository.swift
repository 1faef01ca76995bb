/// Forecasts of saved places: the cache and the service behind one interface.
public protocol ForecastRepository: Sendable {
    /// The forecast for a saved `place` under `policy`; a fetched forecast is saved beside the place,
    /// whose current observation it never changes. Falls back to the cached copy, marked
    /// `.fallback(reason)`, when fetching fails.
    func forecast(for place: Place, policy: FetchPolicy) async throws(WeatherError) -> ForecastReport
}
