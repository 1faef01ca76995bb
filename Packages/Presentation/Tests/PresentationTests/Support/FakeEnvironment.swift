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
    var preferredUnits: Units = .metric
    var preferredIcons: IconStyle?
    var preferredClock: String?
    var preferredLineTemplate: String?
    var home: String?
    /// Waits for room in the request budget, told as soon as the command line asks to hear of them.
    var requestWaits: [RequestBudgetWait] = []

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

    private var finder: SavedPlaceFinder {
        SavedPlaceFinder(countries: countries, cities: cities, places: repository)
    }

    /// Any place: saved, else what the catalog or the geocoder finds (the catalog alone offline).
    private var lookup: PlaceLookup {
        PlaceLookup(
            saved: finder, resolver: PlaceResolver(countries: countries, geocoder: geocoder),
            offlineResolver: PlaceResolver(countries: countries, geocoder: NoGeocoder()), places: repository)
    }

    func addPlaces() throws(WeatherError) -> AddPlacesUseCase {
        if let failure { throw failure }
        return AddPlacesUseCase(
            resolver: PlaceResolver(countries: countries, geocoder: geocoder), finder: finder,
            repository: repository)
    }

    /// The fakes have no gazetteer: offline, only the catalog's countries are known.
    func addPlacesKnownOffline() throws(WeatherError) -> AddPlacesUseCase {
        if let failure { throw failure }
        return AddPlacesUseCase(
            resolver: PlaceResolver(countries: countries, geocoder: NoGeocoder()), finder: finder,
            repository: repository)
    }

    func listPlaces() throws(WeatherError) -> ListPlacesUseCase {
        if let failure { throw failure }
        return ListPlacesUseCase(repository: repository)
    }

    func showPlace() throws(WeatherError) -> ShowPlaceUseCase {
        if let failure { throw failure }
        return ShowPlaceUseCase(finder: lookup, repository: repository)
    }

    func showForecast() throws(WeatherError) -> ShowForecastUseCase {
        if let failure { throw failure }
        return ShowForecastUseCase(finder: lookup, places: repository, forecasts: forecasts)
    }

    func showAirQuality() throws(WeatherError) -> ShowAirQualityUseCase {
        if let failure { throw failure }
        return ShowAirQualityUseCase(finder: lookup, air: air)
    }

    func claimLineRefresh() -> Bool { true }

    func refreshLinesInBackground(places: [String]) -> Bool { false }

    func keptPlaceData() throws(WeatherError) -> any KeptPlaceDataRepository {
        if let failure { throw failure }
        return FakeKeptPlaceData(air: air, normals: normals, alerts: alerts)
    }

    func showAlerts() throws(WeatherError) -> ShowAlertsUseCase {
        if let failure { throw failure }
        return ShowAlertsUseCase(finder: lookup, places: repository, alerts: alerts, countries: countries)
    }

    func showNormals() throws(WeatherError) -> ShowNormalsUseCase {
        if let failure { throw failure }
        return ShowNormalsUseCase(finder: lookup, normals: normals)
    }

    func placeWords() throws(WeatherError) -> PlaceWords {
        if let failure { throw failure }
        return PlaceWords(countries: countries, cities: cities, places: repository)
    }

    func deletePlaces() throws(WeatherError) -> DeletePlacesUseCase {
        if let failure { throw failure }
        return DeletePlacesUseCase(finder: finder, repository: repository)
    }

    func searchCountries() throws(WeatherError) -> SearchCountriesUseCase {
        if let failure { throw failure }
        return SearchCountriesUseCase(countries: countries)
    }

    func searchPlaces() throws(WeatherError) -> SearchPlacesUseCase {
        if let failure { throw failure }
        return SearchPlacesUseCase(countries: countries, cities: cities)
    }

    func databaseDoctor() throws(WeatherError) -> DatabaseDoctorUseCase {
        if let failure { throw failure }
        return DatabaseDoctorUseCase(maintenance: maintenance)
    }

    func checkConfiguration() throws(WeatherError) {
        _ = try ConfigureUseCase(repository: configuration).validSettings()
    }

    func configure() throws(WeatherError) -> ConfigureUseCase {
        if let failure { throw failure }
        return ConfigureUseCase(repository: configuration)
    }

    func importPlaces() throws(WeatherError) -> ImportPlacesUseCase {
        if let failure { throw failure }
        return ImportPlacesUseCase(
            source: FixedPlaceList(result: placeList),
            resolver: PlaceResolver(countries: countries, geocoder: geocoder), repository: repository)
    }

    func exportPlaces() throws(WeatherError) -> ExportPlacesUseCase {
        if let failure { throw failure }
        return ExportPlacesUseCase(repository: repository)
    }
}

/// A geocoder that is never to be asked: every place it would look up is unknown offline.
private struct NoGeocoder: GeocodingRepository {
    func places(matching query: PlaceQuery, limit: Int) async throws(WeatherError) -> [Place] {
        throw .placeNotKnownOffline(query: query.text)
    }
}
