import Domain
import FoundationEssentials
import Infrastructure
import Logging
import Presentation
import ProviderKit
import Providers
import WeatherData

/// The one place that builds concrete types; each is built on first use, so a command pays only for what it uses.
final class AppDIContainer: Sendable {
    /// Replies larger than 1 MiB are refused as unreadable: a real one is about a kilobyte.
    static let maximumReplyBytes = 1 << 20

    let configuration: AppConfiguration
    let clock: any WallClock
    /// The process's one view of which hosts can be reached, shared by every service.
    let monitor: any NetworkMonitor
    var timeZoneRules: any TimeZoneRules { ZoneInfoRules(zoneInfo: zoneInfo) }

    let logger: Logger
    let store: Lazy<SQLiteWeatherStore>
    let http: Lazy<any HTTPClient>
    private let pace: Lazy<RateLimitedHTTPClient>
    private let requestWaits: RequestWaitRelay
    private let hereFallbacks = EventRelay<HereFallback>()
    private let placeSearchFailovers = EventRelay<PlaceSearchFailover>()
    private let services: Lazy<ProviderServices>
    let countries: Lazy<CountryCatalog>
    private let gazetteer: Lazy<Gazetteer>
    /// The system's time zone database, each zone read once.
    private let zoneInfo: ZoneInfo

    init(settings: CommandSettings, environment: [String: String], executablePath: String)
        throws(WeatherError)
    {
        let configuration = try AppConfiguration(
            settings: settings, environment: environment, executablePath: executablePath)
        self.configuration = configuration
        // One clock for everything that reads or waits on time: retries, pacing, failover, the monitor.
        let clock = SystemClock()
        self.clock = clock
        let monitor = RouteNetworkMonitor(
            routeTablePaths: RouteNetworkMonitor.systemRouteTables, memory: .seconds(30), clock: clock)
        self.monitor = monitor
        let redactor = Redactor(
            queryParameterNames: Set(ProviderRegistry.providers.compactMap { $0.key?.queryParameter }),
            secrets: [configuration.apiKey].compactMap { $0 })
        logger = try Self.makeLogger(
            configuration, redactor: redactor,
            asciiOnly: !TextRepertoire(environment: environment).allowsUnicode)
        let logger = logger
        store = Lazy { () throws(WeatherError) in
            try Self.prepareDirectory(for: configuration.databasePath)
            return try SQLiteWeatherStore(path: configuration.databasePath)
        }
        let requestWaits = RequestWaitRelay(requestsPerMinute: configuration.requestsPerMinute)
        self.requestWaits = requestWaits
        let pace = Lazy {
            let transport = CurlHTTPClient(
                requestTimeout: configuration.requestTimeout,
                resourceTimeout: configuration.requestTimeout * 2,
                maximumBodyBytes: Self.maximumReplyBytes, userAgent: configuration.userAgent,
                logger: logger,
                redactor: redactor, trust: configuration.certificateTrust)
            return Self.paced(transport, configuration, waits: requestWaits, clock: clock)
        }
        self.pace = pace
        let http = Lazy<any HTTPClient> { () throws(WeatherError) in
            Self.retrying(try pace.get(), configuration, clock: clock, logger: logger)
        }
        self.http = http
        // Each data file is looked for only when a command first consults it.
        countries = Lazy { CountryCatalog(locating: { configuration.countriesFile }) }
        let gazetteer = Lazy { Gazetteer(locating: { configuration.gazetteerFile }) }
        self.gazetteer = gazetteer
        let store = store
        let zoneInfo = ZoneInfo()
        self.zoneInfo = zoneInfo
        let placeSearchFailovers = placeSearchFailovers
        services = Lazy { () throws(WeatherError) in
            try Self.services(
                configuration, http: try http.get(), pace: try pace.get(), store: try store.get(),
                placeSearchFailovers: placeSearchFailovers,
                offsets: { () throws(WeatherError) in
                    GazetteerUTCOffsets(gazetteer: try gazetteer.get(), zoneInfo: zoneInfo)
                },
                monitor: monitor, clock: clock, logger: logger)
        }
    }

    /// What commands run against: the configuration's values, the events they tell of, and use cases over
    /// this container's sources.
    var commandServices: CommandServices {
        CommandServices(
            clock: clock, cacheLifetime: configuration.cacheLifetime, sleeper: TaskSleeper(),
            timeZoneRules: timeZoneRules, provider: configuration.provider,
            preferences: configuration.preferences, configurationProblem: configuration.configurationProblem,
            lineRefresh: StatusLinesUseCase.RefreshClaim(
                claim: { [self] in claimLineRefresh() },
                handOver: { [self] in refreshLinesInBackground(places: $0) }),
            events: CommandEvents(
                requestWaits: { [requestWaits] in requestWaits.report(to: $0) },
                hereFallbacks: { [hereFallbacks] in hereFallbacks.report(to: $0) },
                placeSearchFailovers: { [placeSearchFailovers] in placeSearchFailovers.report(to: $0) }),
            useCases: useCases)
    }

    private var useCases: UseCaseFactory {
        UseCaseFactory(
            UseCaseFactory.Sources(
                countries: { [countries] () throws(WeatherError) in try countries.get() },
                cities: { [gazetteer] () throws(WeatherError) in try gazetteer.get() },
                resolver: { [self] online throws(WeatherError) in
                    try resolver(
                        geocoder: online
                            ? DeferredGeocoder { [services] () throws(WeatherError) in
                                try services.get().geocoder
                            }
                            : nil)
                },
                places: { [self] () throws(WeatherError) in try repository() },
                lookedAtPlaces: { [self] () throws(WeatherError) in try repository(listing: .lookedAt) },
                here: { [self] () throws(WeatherError) in try here() },
                forecasts: { [self] () throws(WeatherError) in try forecasts() },
                air: { [self] () throws(WeatherError) in try airQuality() },
                normals: { [self] () throws(WeatherError) in try normals() },
                pastWeather: { [self] () throws(WeatherError) in try pastWeather() },
                alerts: { [self] () throws(WeatherError) in try alerts() },
                keptPlaceData: { [store] () throws(WeatherError) in try store.get() },
                maintenance: { [self] in
                    SQLiteDatabaseMaintenance(path: configuration.databasePath, clock: clock)
                },
                endpoints: { [self] in endpoints },
                configuration: { [self] in TOMLConfigurationFile(path: configuration.configurationFile) },
                placeList: { JSONPlaceListFile() }, zones: { [self] in timeZoneRules }, clock: clock,
                shownNames: WxCommandLine.shownNames(of:)))
    }

    /// Where the machine is, asked of the location service only when a command names "here".
    private func here() throws(WeatherError) -> KeptHereRepository {
        KeptHereRepository(
            store: try store.get(),
            service: IPinfoGeolocation(
                baseURL: configuration.geolocationURL, http: try http.get(), monitor: monitor, logger: logger),
            clock: clock, onFallback: hereFallbacks.tell)
    }

    /// What a name means: a country's capital, else a gazetteer city, else what `geocoder` finds.
    private func resolver(geocoder: (any GeocodingRepository)?) throws(WeatherError) -> PlaceResolver {
        PlaceResolver(
            countries: try countries.get(),
            geocoder: GazetteerGeocoder(gazetteer: try gazetteer.get(), online: geocoder),
            cities: try gazetteer.get())
    }

    private func forecasts() throws(WeatherError) -> KeptDataRepository<Forecast> {
        KeptDataRepository(
            .forecasts(
                store: try store.get(),
                service: .deferred { [services] () throws(WeatherError) in
                    try services.get().weather.forecasts
                },
                zones: timeZoneRules,
                namedProvider: configuration.namedProvider),
            clock: clock)
    }

    /// Each provider, where `doctor` says it is asked and its place in the order.
    private var endpoints: [DatabaseDoctorUseCase.Endpoint] {
        ProviderRegistry.modules.map { module in
            DatabaseDoctorUseCase.Endpoint(
                provider: module.provider,
                baseURL: Redactor.withoutCredentials(configuration.baseURL(of: module).absoluteString),
                position: configuration.providerOrder.firstIndex(of: module.provider).map { $0 + 1 })
        }
    }

    /// Claims, for the rest of the process, the right to refresh stale places for `wxapp line`, waiting a
    /// moment at most; false while another process holds it (or when it cannot be had at all).
    private func claimLineRefresh() -> Bool {
        // A folder that cannot be made is reported when the database is opened; without it there is no
        // lock to claim, so this process shows what is kept.
        do {
            try Self.prepareDirectory(for: configuration.databasePath)
        } catch {
            return false
        }
        return LineRefreshLock.claim(besideDatabase: configuration.databasePath)
    }

    /// Hands the claimed refresh of `places` (every saved place when empty) to a process of its own, which
    /// keeps the claim until it has refreshed; false when it could not be started.
    private func refreshLinesInBackground(places: [String]) -> Bool {
        LineRefreshLock.handOver(
            to: configuration.executablePath,
            arguments: [
                "line", "--refresh-only", "--db", configuration.databasePath, "--provider",
                configuration.provider.id,
            ] + (configuration.failsOver ? [] : ["--no-fallback"]) + places)
    }

    /// Saved places and their weather; a place whose weather is fetched joins the list, or with `.lookedAt`
    /// is kept off it (a listed one stays listed).
    func repository(listing: Listing = .listed) throws(WeatherError) -> SavedPlacesRepository {
        SavedPlacesRepository(
            store: try store.get(),
            service: .deferred { [services] () throws(WeatherError) in
                try services.get().weather.currentWeather
            },
            clock: clock,
            maximumConcurrentRequests: configuration.maximumConcurrency,
            timeZones: PlaceTimeZoneFinder(gazetteer: try gazetteer.get(), zoneInfo: zoneInfo),
            listing: listing, namedProvider: configuration.namedProvider)
    }

    static func prepareDirectory(for databasePath: String) throws(WeatherError) {
        do {
            try FileSystemSupport.createParentDirectory(of: databasePath)
        } catch {
            throw .storage(path: databasePath, detail: "its folder cannot be created (\(error))")
        }
    }
}
