import Domain
import Foundation
import Presentation
import TestSupport
import WeatherData

/// The composition root of the tests: real use cases over fakes; `failure` makes every factory throw.
struct FakeEnvironment: CommandEnvironment {
    let repository: FakeWeatherRepository
    let countries: StubCountryRepository
    let geocoder: StubGeocodingRepository
    let cities: StubCityRepository
    let forecasts: FakeForecastRepository
    var air = FakeAirQualityRepository()
    var normals = FakeNormalsRepository()
    var alerts = FakeAlertsRepository()
    let clock: any WallClock
    let sleeper: any Sleeper
    let timeZoneRules: any TimeZoneRules = UnknownTimeZones()
    let cacheLifetime: TimeInterval
    var failure: WeatherError?
    /// What `wxapp doctor` finds and does; set by the doctor's tests.
    var maintenance = StubDatabaseMaintenance()
    /// The configuration file in memory, for `config`; set by the configuration tests.
    var configuration: MemoryConfiguration
    /// The place list `import` reads, whatever the path.
    var placeList: Result<[PlaceListEntry], WeatherError> = .success([])
    var provider: WeatherProvider = .openWeatherMap
    var preferences = Preferences()
    /// Waits for room in the request budget, told as soon as the command line asks to hear of them.
    var requestWaits: [RequestBudgetWait] = []
    /// Place searches another provider answered, told as soon as the command line asks to hear of them.
    var placeSearchFailovers: [PlaceSearchFailover] = []

    init(
        repository: FakeWeatherRepository = FakeWeatherRepository(),
        countries: StubCountryRepository = StubCountryRepository(),
        geocoder: StubGeocodingRepository = StubGeocodingRepository(),
        cities: StubCityRepository = StubCityRepository(),
        forecasts: FakeForecastRepository = FakeForecastRepository(),
        clock: any WallClock = FixedClock(), sleeper: any Sleeper = AdvancingSleeper(),
        cacheLifetime: TimeInterval = 600, failure: WeatherError? = nil,
        configuration: MemoryConfiguration = MemoryConfiguration()
    ) {
        RegisteredProviders.ensure()
        self.repository = repository
        self.countries = countries
        self.geocoder = geocoder
        self.cities = cities
        self.forecasts = forecasts
        self.clock = clock
        self.sleeper = sleeper
        self.cacheLifetime = cacheLifetime
        self.failure = failure
        self.configuration = configuration
    }

    func reportRequestWaits(to observer: @escaping @Sendable (RequestBudgetWait) -> Void) {
        requestWaits.forEach(observer)
    }

    /// The fakes know no "here".
    func reportHereFallbacks(to observer: @escaping @Sendable (HereFallback) -> Void) {}

    func reportPlaceSearchFailovers(to observer: @escaping @Sendable (PlaceSearchFailover) -> Void) {
        placeSearchFailovers.forEach(observer)
    }

    func claimLineRefresh() -> Bool { true }

    func refreshLinesInBackground(places: [String]) -> Bool { false }

    func checkConfiguration() throws(WeatherError) {
        _ = try ConfigureUseCase(repository: configuration).validSettings()
    }

    /// The use cases over the fakes; with `failure` set, every source throws it. The fakes have no
    /// gazetteer: offline, only the catalog's countries are known.
    var useCases: UseCaseFactory {
        let (failure, repository, countries, geocoder) = (failure, repository, countries, geocoder)
        func source<Value: Sendable>(_ value: Value) -> UseCaseFactory.Source<Value> {
            { () throws(WeatherError) in
                if let failure { throw failure }
                return value
            }
        }
        return UseCaseFactory(
            UseCaseFactory.Sources(
                countries: source(countries), cities: source(cities),
                resolver: { online throws(WeatherError) in
                    if let failure { throw failure }
                    return PlaceResolver(countries: countries, geocoder: online ? geocoder : NoGeocoder())
                },
                places: source(repository), lookedAtPlaces: source(repository), here: source(nil),
                forecasts: source(forecasts), air: source(air), normals: source(normals),
                alerts: source(alerts),
                keptPlaceData: source(FakeKeptPlaceData(air: air, normals: normals, alerts: alerts)),
                maintenance: source(maintenance), endpoints: source([]), configuration: source(configuration),
                placeList: source(FixedPlaceList(result: placeList)), zones: source(timeZoneRules),
                clock: clock))
    }
}

/// A geocoder that is never to be asked: every place it would look up is unknown offline.
private struct NoGeocoder: GeocodingRepository {
    func places(matching query: PlaceQuery, limit: Int) async throws(WeatherError) -> [Place] {
        throw .placeNotKnownOffline(query: query.text)
    }
}
