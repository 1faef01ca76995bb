import FoundationEssentials

/// The weather of past days at a place, saved or not (`show --date`), with the 1991–2020 normals of those
/// days where they are kept.
public struct ShowPastWeatherUseCase: Sendable {
    /// Past days with what is kept beside their place that they are compared with.
    public struct Shown: Sendable {
        public let report: Report<PastWeather>
        public let days: PastDays
        /// The place's normals, nil when none are kept; never fetched for this.
        public let normals: ClimateNormals?
    }

    private let finder: PlaceLookup
    private let places: any WeatherRepository
    private let pastWeather: any PastWeatherRepository
    private let normals: any ClimateNormalsRepository
    private let zones: any TimeZoneRules
    private let clock: any WallClock

    /// `places` gives a place's kept reading, whose offset stands for its clock where `zones` knows no zone.
    public init(
        finder: PlaceLookup, places: any WeatherRepository, pastWeather: any PastWeatherRepository,
        normals: any ClimateNormalsRepository, zones: any TimeZoneRules, clock: any WallClock
    ) {
        self.finder = finder
        self.places = places
        self.pastWeather = pastWeather
        self.normals = normals
        self.zones = zones
        self.clock = clock
    }

    /// The days `query` names at the place `raw` names, by the place's own calendar; throws a usage error
    /// when they are not past there (today is not over), before anything is fetched.
    public func execute(_ raw: String, days query: PastDaysQuery, policy: FetchPolicy)
        async throws(WeatherError)
        -> Shown
    {
        let place = try await finder.find(try PlaceQuery(raw), offline: policy == .offline)
        let observed = try await places.keptReport(for: place)?.weather.utcOffsetSeconds
        let days = try query.days(today: zones.today(at: place, observed: observed, now: clock.now))
        let report = try await pastWeather.pastWeather(days, for: place, policy: policy)
        return Shown(report: report, days: days, normals: try await normals.keptNormals(for: report.place))
    }

    /// Each query's days in turn, or why they cannot be shown.
    public func execute(_ raws: [String], days query: PastDaysQuery, policy: FetchPolicy) async -> [Result<
        Shown, WeatherError
    >] {
        var shown: [Result<Shown, WeatherError>] = []
        for raw in raws {
            do throws(WeatherError) {
                shown.append(.success(try await execute(raw, days: query, policy: policy)))
            } catch {
                shown.append(.failure(error))
            }
        }
        return shown
    }
}
