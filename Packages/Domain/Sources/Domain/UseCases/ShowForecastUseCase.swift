/// Shows the forecast of places, saved or not, refreshing it when the policy says it is stale.
///
/// A forecast is kept with its place, saved or only looked at: it then browses offline like the place's
/// current weather, and leaves with it when the place is deleted (or, looked at, makes way for later looks).
public struct ShowForecastUseCase: Sendable {
    /// A forecast with what is kept beside its place that a forecast shows: the current reading (whose
    /// nowcast tells the next two hours) and the normals, each nil when none is kept.
    public struct Shown: Sendable {
        public let report: ForecastReport
        public let weather: WeatherReport?
        public let normals: ClimateNormals?
    }

    private let finder: PlaceLookup
    private let places: any WeatherRepository
    private let forecasts: any ForecastRepository
    private let normals: (any ClimateNormalsRepository)?

    /// `normals` gives the kept normals a forecast compares its days with; nil for none.
    public init(
        finder: PlaceLookup, places: any WeatherRepository, forecasts: any ForecastRepository,
        normals: (any ClimateNormalsRepository)? = nil
    ) {
        self.finder = finder
        self.places = places
        self.forecasts = forecasts
        self.normals = normals
    }

    /// Throws when `days` asks for more days than `provider` forecasts.
    public static func check(days: Int?, with provider: WeatherProvider) throws(WeatherError) {
        if let days, days > provider.forecastDays {
            throw .forecastBeyondReach(
                days: days, limit: provider.forecastDays, provider: provider.displayName)
        }
    }

    /// The forecast of each query in order, as `execute` gives them, each with what is kept beside its place.
    public func shown(_ raws: [String], policy: FetchPolicy) async -> [Result<Shown, WeatherError>] {
        var shown: [Result<Shown, WeatherError>] = []
        for result in await execute(raws, policy: policy) {
            do throws(WeatherError) {
                let report = try result.get()
                shown.append(
                    .success(
                        Shown(
                            report: report, weather: try await keptWeather(for: report.place),
                            normals: try await normals?.keptNormals(for: report.place))))
            } catch {
                shown.append(.failure(error))
            }
        }
        return shown
    }

    public func execute(_ raw: String, policy: FetchPolicy) async throws(WeatherError) -> ForecastReport {
        let query = try PlaceQuery(raw)
        let place = try await finder.find(query, offline: policy == .offline)
        return try await forecasts.forecast(for: place, policy: policy)
    }

    /// The kept current weather of `place`, whatever its age, or nil when it has none; never asks
    /// the service. Its nowcast tells the next two hours beside the forecast.
    public func keptWeather(for place: Place) async throws(WeatherError) -> WeatherReport? {
        try await places.keptReport(for: place)
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
