import Domain
import Foundation
import Presentation
import TestSupport
import WeatherData

/// The composition root of the tests: the fakes commands run against, set before a run, and the services
/// made of them, with real use cases; `failure` makes every source throw.
struct FakeServices {
    let repository: FakeWeatherRepository
    let countries: StubCountryRepository
    let geocoder: StubGeocodingRepository
    let cities: StubCityRepository
    let forecasts: FakeForecastRepository
    var air = FakeAirQualityRepository()
    var normals = FakeNormalsRepository()
    var pastWeather = FakePastWeatherRepository()
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

    /// What a command runs against, made of the fakes as they are now. This process always holds the
    /// refresh claim of `line` and never hands it over; the fakes know no "here".
    func services() -> CommandServices {
        let (requestWaits, placeSearchFailovers) = (requestWaits, placeSearchFailovers)
        return CommandServices(
            clock: clock, cacheLifetime: cacheLifetime, sleeper: sleeper, timeZoneRules: timeZoneRules,
            provider: provider, preferences: preferences, configurationProblem: configurationProblem,
            lineRefresh: StatusLinesUseCase.RefreshClaim(claim: { true }, handOver: { _ in false }),
            events: CommandEvents(
                requestWaits: { observer in requestWaits.forEach(observer) },
                hereFallbacks: { _ in },
                placeSearchFailovers: { observer in placeSearchFailovers.forEach(observer) }),
            useCases: useCases)
    }

    /// What the configuration file in memory holds that is wrong, as the App reads it from the file.
    private var configurationProblem: WeatherError? {
        do {
            _ = try ConfigureUseCase(repository: configuration).validSettings()
            return nil
        } catch {
            return error
        }
    }

    /// The use cases over the fakes; with `failure` set, every source throws it. The fakes have no
    /// gazetteer: offline, only the catalog's countries are known.
    private var useCases: UseCaseFactory {
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
                pastWeather: source(pastWeather), alerts: source(alerts),
                keptPlaceData: source(FakeKeptPlaceData(air: air, normals: normals, alerts: alerts)),
                maintenance: source(maintenance), endpoints: source([]), configuration: source(configuration),
                placeList: source(FixedPlaceList(result: placeList)), zones: source(timeZoneRules),
                clock: clock, shownNames: WxCommandLine.shownNames(of:)))
    }
}

/// A geocoder that is never to be asked: every place it would look up is unknown offline.
private struct NoGeocoder: GeocodingRepository {
    func places(matching query: PlaceQuery, limit: Int) async throws(WeatherError) -> [Place] {
        throw .placeNotKnownOffline(query: query.text)
    }
}
