/// Shows the forecast of places, saved or not, refreshing it when the policy says it is stale.
///
/// A forecast is kept with its place, saved or only looked at: it then browses offline like the place's
/// current weather, and leaves with it when the place is deleted (or, looked at, makes way for later looks).
public struct ShowForecastUseCase: Sendable {
    private let finder: PlaceLookup
    private let places: any WeatherRepository
    private let forecasts: any ForecastRepository

    public init(finder: PlaceLookup, places: any WeatherRepository, forecasts: any ForecastRepository) {
        self.finder = finder
        self.places = places
        self.forecasts = forecasts
    }

    public func execute(_ raw: String, policy: FetchPolicy) async throws(WeatherError) -> ForecastReport {
        let query = try PlaceQuery(raw)
        let place = try await finder.find(query, offline: policy == .offline)
        return try await forecasts.forecast(for: place, policy: policy)
    }

    /// The kept current weather of `place`, whatever its age, or nil when it has none; never asks
    /// the service. Its nowcast tells the next two hours beside the forecast.
    public func keptWeather(for place: Place) async throws(WeatherError) -> WeatherReport? {
        do {
            return try await places.report(for: place, policy: .offline)
        } catch .notCached {
            return nil
        }
    }

    /// The forecast, or why there is none, for each query in order; the places found are fetched together,
    /// in as few requests as the service allows.
    public func execute(_ raws: [String], policy: FetchPolicy) async -> [Result<ForecastReport, WeatherError>]
    {
        var found: [Result<Place, WeatherError>] = []
        for raw in raws {
            do throws(WeatherError) {
                found.append(
                    .success(try await finder.find(try PlaceQuery(raw), offline: policy == .offline)))
            } catch {
                found.append(.failure(error))
            }
        }
        return await found.fetchingFound { places in await forecasts.forecasts(for: places, policy: policy) }
    }
}
