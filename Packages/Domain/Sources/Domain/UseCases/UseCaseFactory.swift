/// Builds every use case a command runs from the sources they read: the one wiring of use cases, for the
/// App and for the tests alike, which differ only in their sources. Each source is a function asked only
/// when a use case needs it, so that a command opens only what it uses (no database for `search`).
public struct UseCaseFactory: Sendable {
    public typealias Source<Value> = @Sendable () throws(WeatherError) -> Value

    /// Where use cases read from and write to.
    public struct Sources: Sendable {
        public var countries: Source<any CountryRepository>
        public var cities: Source<any CityRepository>
        /// What names mean: with `online`, the provider's geocoder is asked after what is known offline.
        public var resolver: @Sendable (_ online: Bool) throws(WeatherError) -> PlaceResolver
        /// Saved places and their weather; a place whose weather is fetched joins the list.
        public var places: Source<any WeatherRepository>
        /// The same places, where a place looked at and not saved is kept off the list.
        public var lookedAtPlaces: Source<any WeatherRepository>
        /// Where the machine is, for places named "here"; nil where it is never found.
        public var here: Source<(any HereRepository)?>
        public var forecasts: Source<any ForecastRepository>
        public var air: Source<any AirQualityRepository>
        public var normals: Source<any ClimateNormalsRepository>
        public var pastWeather: Source<any PastWeatherRepository>
        public var alerts: Source<any AlertsRepository>
        /// What is kept beside a place's weather, read with no request.
        public var keptPlaceData: Source<any KeptPlaceDataRepository>
        public var maintenance: Source<any DatabaseMaintenance>
        /// The providers as `doctor` lists them.
        public var endpoints: Source<[DatabaseDoctorUseCase.Endpoint]>
        public var configuration: Source<any ConfigurationRepository>
        public var placeList: Source<any PlaceListSource>
        /// The offsets each time zone keeps, for days by a place's own clock.
        public var zones: Source<any TimeZoneRules>
        public var clock: any WallClock
        /// The names a place is shown by in the languages wxapp speaks ("Hamar (40 km SO)" for "40 km SE of
        /// Hamar"), by which a saved place is found too.
        public var shownNames: @Sendable (Place) -> [String]

        public init(
            countries: @escaping Source<any CountryRepository>, cities: @escaping Source<any CityRepository>,
            resolver: @escaping @Sendable (_ online: Bool) throws(WeatherError) -> PlaceResolver,
            places: @escaping Source<any WeatherRepository>,
            lookedAtPlaces: @escaping Source<any WeatherRepository>,
            here: @escaping Source<(any HereRepository)?>,
            forecasts: @escaping Source<any ForecastRepository>,
            air: @escaping Source<any AirQualityRepository>,
            normals: @escaping Source<any ClimateNormalsRepository>,
            pastWeather: @escaping Source<any PastWeatherRepository>,
            alerts: @escaping Source<any AlertsRepository>,
            keptPlaceData: @escaping Source<any KeptPlaceDataRepository>,
            maintenance: @escaping Source<any DatabaseMaintenance>,
            endpoints: @escaping Source<[DatabaseDoctorUseCase.Endpoint]>,
            configuration: @escaping Source<any ConfigurationRepository>,
            placeList: @escaping Source<any PlaceListSource>, zones: @escaping Source<any TimeZoneRules>,
            clock: any WallClock, shownNames: @escaping @Sendable (Place) -> [String]
        ) {
            self.countries = countries
            self.cities = cities
            self.resolver = resolver
            self.places = places
            self.lookedAtPlaces = lookedAtPlaces
            self.here = here
            self.forecasts = forecasts
            self.air = air
            self.normals = normals
            self.pastWeather = pastWeather
            self.alerts = alerts
            self.keptPlaceData = keptPlaceData
            self.maintenance = maintenance
            self.endpoints = endpoints
            self.configuration = configuration
            self.placeList = placeList
            self.zones = zones
            self.clock = clock
            self.shownNames = shownNames
        }
    }

    private let sources: Sources

    public init(_ sources: Sources) {
        self.sources = sources
    }

    public func addPlaces() throws(WeatherError) -> AddPlacesUseCase {
        AddPlacesUseCase(
            resolver: try sources.resolver(true), finder: try finder(), repository: try sources.places(),
            here: try sources.here())
    }

    /// Saved places, by any name that found them.
    private func finder() throws(WeatherError) -> SavedPlaceFinder {
        SavedPlaceFinder(
            countries: try sources.countries(), cities: try sources.cities(), places: try sources.places(),
            shownNames: sources.shownNames)
    }

    /// Any place, saved or not; one not saved is kept off the list with what is fetched for it.
    public func lookup() throws(WeatherError) -> PlaceLookup {
        PlaceLookup(
            saved: try finder(), resolver: try sources.resolver(true),
            offlineResolver: try sources.resolver(false),
            places: try sources.lookedAtPlaces(), here: try sources.here())
    }

    public func listPlaces() throws(WeatherError) -> ListPlacesUseCase {
        ListPlacesUseCase(repository: try sources.places())
    }

    public func showPlace() throws(WeatherError) -> ShowPlaceUseCase {
        ShowPlaceUseCase(finder: try lookup(), repository: try sources.lookedAtPlaces())
    }

    /// The saved places and the home place; the home is looked for only when one is named.
    public func showHome() throws(WeatherError) -> ShowHomeUseCase {
        ShowHomeUseCase(listPlaces: try listPlaces(), showPlace: showPlace)
    }

    public func showForecast() throws(WeatherError) -> ShowForecastUseCase {
        ShowForecastUseCase(
            finder: try lookup(), places: try sources.lookedAtPlaces(), forecasts: try sources.forecasts(),
            normals: try sources.normals())
    }

    /// Air quality from the provider that gives it, whichever gives the weather.
    public func showAirQuality() throws(WeatherError) -> ShowAirQualityUseCase {
        ShowAirQualityUseCase(finder: try lookup(), air: try sources.air())
    }

    /// 1991–2020 normals, fetched once per place.
    public func showNormals() throws(WeatherError) -> ShowNormalsUseCase {
        ShowNormalsUseCase(
            finder: try lookup(), normals: try sources.normals(), places: try sources.lookedAtPlaces(),
            zones: try sources.zones(), clock: sources.clock)
    }

    /// The weather of past days, from the provider that keeps an archive, whichever gives the weather.
    public func showPastWeather() throws(WeatherError) -> ShowPastWeatherUseCase {
        ShowPastWeatherUseCase(
            finder: try lookup(), places: try sources.lookedAtPlaces(),
            pastWeather: try sources.pastWeather(),
            normals: try sources.normals(), zones: try sources.zones(), clock: sources.clock)
    }

    /// Official alerts, from the source that covers each place's country.
    public func showAlerts() throws(WeatherError) -> ShowAlertsUseCase {
        ShowAlertsUseCase(
            finder: try lookup(), places: try sources.lookedAtPlaces(), alerts: try sources.alerts(),
            countries: try sources.countries())
    }

    /// What is kept beside a place's weather (air quality, normals, alerts), read with no request.
    public func keptPlaceData() throws(WeatherError) -> any KeptPlaceDataRepository {
        try sources.keptPlaceData()
    }

    public func deletePlaces() throws(WeatherError) -> DeletePlacesUseCase {
        DeletePlacesUseCase(finder: try finder(), repository: try sources.places())
    }

    /// Reads typed words as places, joining those that together name a known place ("New York").
    public func placeWords() throws(WeatherError) -> PlaceWords {
        PlaceWords(
            known: SavedPlaceFinder(
                countries: try sources.countries(), cities: try sources.cities(),
                places: try sources.lookedAtPlaces(), shownNames: sources.shownNames))
    }

    /// Countries, then cities of the offline gazetteer.
    public func searchPlaces() throws(WeatherError) -> SearchPlacesUseCase {
        SearchPlacesUseCase(countries: try sources.countries(), cities: try sources.cities())
    }

    public func databaseDoctor() throws(WeatherError) -> DatabaseDoctorUseCase {
        DatabaseDoctorUseCase(maintenance: try sources.maintenance(), endpoints: try sources.endpoints())
    }

    /// Reads and changes the configuration file; works while the file holds a bad value.
    public func configure() throws(WeatherError) -> ConfigureUseCase {
        ConfigureUseCase(repository: try sources.configuration())
    }

    public func importPlaces() throws(WeatherError) -> ImportPlacesUseCase {
        ImportPlacesUseCase(
            source: try sources.placeList(), resolver: try sources.resolver(true),
            repository: try sources.places())
    }

    public func exportPlaces() throws(WeatherError) -> ExportPlacesUseCase {
        ExportPlacesUseCase(repository: try sources.places())
    }
}
