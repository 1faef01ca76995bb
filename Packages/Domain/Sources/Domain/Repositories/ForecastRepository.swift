/// Forecasts of saved places: the cache and the service behind one interface.
public protocol ForecastRepository: Sendable {
    /// The forecast for a saved `place` under `policy`; a fetched forecast is saved beside the place,
    /// whose current observation it never changes. Falls back to the cached copy, marked
    /// `.fallback(reason)`, when fetching fails.
    func forecast(for place: Place, policy: FetchPolicy) async throws(WeatherError) -> ForecastReport

    /// A forecast, or why there is none, for each of `places` in their order, as `forecast(for:policy:)`
    /// gives one; places that need fetching are fetched together, in as few requests as the service allows.
    func forecasts(for places: [Place], policy: FetchPolicy) async -> [Result<ForecastReport, WeatherError>]
}

extension ForecastRepository {
    /// One place after the other.
    public func forecasts(for places: [Place], policy: FetchPolicy) async -> [Result<
        ForecastReport, WeatherError
    >] {
        var results: [Result<ForecastReport, WeatherError>] = []
        for place in places {
            do throws(WeatherError) {
                results.append(.success(try await forecast(for: place, policy: policy)))
            } catch {
                results.append(.failure(error))
            }
        }
        return results
    }
}
