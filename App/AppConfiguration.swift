import Domain
import FoundationEssentials
import Infrastructure
import Presentation
import ProviderKit
import Providers
import WeatherData

/// Everything the composition root reads from flags and the environment, validated once.
struct AppConfiguration: Sendable {
    static let defaultCacheLifetime: TimeInterval = 600
    static let defaultRequestTimeout: TimeInterval = 15
    /// Four requests at a time and 50 a minute keep a free OpenWeatherMap key (60 calls a minute) safe.
    static let defaultMaximumConcurrency = 4
    static let defaultRequestsPerMinute = 50

    let apiKey: String?
    /// The servers the providers' and alert sources' URL variables name instead of their own, by variable.
    let serviceURLs: [String: URL]
    let databasePath: String
    /// Where the binary is; its data files are looked up from here only when a command needs them.
    let executablePath: String
    let cacheLifetime: TimeInterval
    let requestTimeout: TimeInterval
    /// Requests in flight at once when many places refresh.
    let maximumConcurrency: Int
    /// Requests started in any one minute by this process to each host, retries included.
    let requestsPerMinute: Int
    /// Twice the request timeout: the most one request takes with its retries, the time the providers of
    /// a failover share, and the longest a request waits for room in wxapp's own request budget.
    var timeBudget: Duration { .milliseconds(Int64((requestTimeout * 2_000).rounded())) }
    let verbose: Bool
    let logLevelName: String?
    /// `$XDG_CONFIG_HOME/wxapp/config.toml`.
    let configurationFile: String
    /// What is wrong with the configuration file, if anything; every command but `config` reports it.
    let configurationProblem: WeatherError?
    /// What commands use where they are given no flag: the environment over the configuration file.
    let preferences: Preferences
    let provider: WeatherProvider
    /// The provider named with `--provider` on this command line, which is asked rather than another's kept
    /// weather served; nil when none was named.
    let namedProvider: WeatherProvider?
    /// The providers asked in turn when one fails: the chosen one first, then the keyless others; only the
    /// chosen one with `--no-fallback`, `WXAPP_FALLBACK=0` or `fallback = false`.
    let providerOrder: [WeatherProvider]
    /// False when only the chosen provider is asked.
    var failsOver: Bool { providerOrder.count > 1 }
    /// Who to write to about wxapp's requests, sent in the User-Agent as MET Norway's and the NWS's terms ask
    /// (`WXAPP_CONTACT`, else the project's address).
    let contact: String
    /// Where "here" is looked up (`WXAPP_GEOLOCATION_URL`, else IPinfo).
    let geolocationURL: URL
    /// The certificate authorities HTTPS servers must be vouched for by (`SSL_CERT_FILE` and the like).
    let certificateTrust: CertificateTrust

    init(settings: CommandSettings, environment: [String: String], executablePath: String)
        throws(WeatherError)
    {
        let paths = XDGPaths(environment: environment, homeDirectory: Self.homeDirectory(environment))
        configurationFile = "\(paths.configHome)/wxapp/config.toml"
        let file = Self.fileSettings(configurationFile)
        configurationProblem = file.problem
        let key = ProviderRegistry.providers.lazy.compactMap { $0.key.flatMap { environment[$0.variable] } }
            .first?.trimmingWhitespace()
        apiKey = key?.isEmpty == false ? key : file.settings[.apiKey]?.text
        var serviceURLs: [String: URL] = [:]
        for variable in ProviderRegistry.urlVariables {
            serviceURLs[variable] = try environment[variable].map { text throws(WeatherError) in
                try Self.serviceURL(text, name: variable)
            }
        }
        self.serviceURLs = serviceURLs
        geolocationURL =
            try environment["WXAPP_GEOLOCATION_URL"].map { text throws(WeatherError) in
                try Self.serviceURL(text, name: "WXAPP_GEOLOCATION_URL")
            } ?? IPinfoGeolocation.baseURL
        certificateTrust = CertificateTrust(environment: environment)
        preferences = try Self.preferences(environment: environment, file: file.settings)
        let chosenProvider = try Self.choice(
            environment["WXAPP_PROVIDER"], name: "WXAPP_PROVIDER", key: .provider, file: file.settings)
        let registered = ProviderRegistry.providers
        namedProvider = settings.provider
        provider =
            settings.provider ?? chosenProvider.flatMap(ProviderRegistry.provider(id:))
            ?? WeatherProvider.default(hasKey: apiKey != nil) ?? registered[0]
        let fallback =
            try Self.choice(
                environment["WXAPP_FALLBACK"], name: "WXAPP_FALLBACK", key: .fallback, file: file.settings
            )
            .flatMap(ConfigurationKey.switchValue) ?? true
        let chosen = provider
        providerOrder =
            [chosen]
            + (fallback && !settings.noFallback
                ? registered.filter { $0.isKeyless && $0 != chosen } : [])
        contact = try Self.contact(environment["WXAPP_CONTACT"])
        databasePath = try Self.databasePath(
            option: settings.databasePath, variable: environment["WXAPP_DB"],
            default: "\(paths.dataHome)/wxapp/wxapp.sqlite3")
        self.executablePath = executablePath
        cacheLifetime = try Self.seconds(
            environment["WXAPP_CACHE_LIFETIME"], name: "WXAPP_CACHE_LIFETIME",
            default: file.settings[.cacheLifetime].flatMap { TimeInterval($0.text) }
                ?? Self.defaultCacheLifetime,
            range: 0...86_400)
        requestTimeout = try Self.seconds(
            environment["WXAPP_HTTP_TIMEOUT"], name: "WXAPP_HTTP_TIMEOUT",
            default: Self.defaultRequestTimeout,
            range: 1...120)
        maximumConcurrency = try Self.count(
            environment["WXAPP_MAX_CONCURRENCY"], name: "WXAPP_MAX_CONCURRENCY",
            default: Self.defaultMaximumConcurrency, range: 1...16)
        requestsPerMinute = try Self.count(
            environment["WXAPP_REQUESTS_PER_MINUTE"], name: "WXAPP_REQUESTS_PER_MINUTE",
            default: Self.defaultRequestsPerMinute, range: 1...10_000)
        verbose = settings.verbose
        logLevelName = environment["WXAPP_LOG_LEVEL"]
    }

    /// The project's own address, for requests whose user has not given one.
    static let projectContact = "https://github.com/wxapp/wxapp"

    /// `WXAPP_CONTACT` (an e-mail address or a URL), or the project's address when unset or empty.
    private static func contact(_ text: String?) throws(WeatherError) -> String {
        guard let text = text?.trimmingWhitespace(), !text.isEmpty else { return projectContact }
        let printable = text.unicodeScalars.allSatisfy { $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F }
        guard printable, text.count <= 200, !text.contains("(") && !text.contains(")") else {
            throw .configuration(
                .invalidVariable(
                    name: "WXAPP_CONTACT", value: text, accepted: .contact(maximumLength: 200)))
        }
        return text
    }

    /// Where `module`'s weather is asked for.
    func baseURL(of module: any ProviderModule) -> URL {
        serviceURLs[module.urlVariable] ?? module.defaultURL
    }

    /// The User-Agent of every request: wxapp, its version and the contact.
    var userAgent: String { "wxapp/\(WxCommandLine.version) (+\(contact))" }

    private static func serviceURL(_ text: String, name: String) throws(WeatherError) -> URL {
        guard !text.isEmpty else { throw .configuration(.emptyVariable(name: name)) }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), let host = url.host,
            !host.isEmpty,
            scheme == "https" || scheme == "http",
            url.port.map({ (1...65_535).contains($0) }) ?? true
        else {
            throw .configuration(.invalidURL(name: name, value: Redactor.withoutCredentials(text)))
        }
        if scheme == "http", !LoopbackHost.contains(host) {
            throw .configuration(.insecureURL(name: name))
        }
        return url
    }

    private static func seconds(
        _ text: String?, name: String, default value: TimeInterval, range: ClosedRange<TimeInterval>
    ) throws(WeatherError) -> TimeInterval {
        guard let text, !text.isEmpty else { return value }
        guard let seconds = TimeInterval(text), range.contains(seconds) else {
            throw .configuration(
                .invalidVariable(
                    name: name, value: text, accepted: .seconds(Int(range.lowerBound)...Int(range.upperBound))
                ))
        }
        return seconds
    }

    private static func count(_ text: String?, name: String, default value: Int, range: ClosedRange<Int>)
        throws(WeatherError) -> Int
    {
        guard let text, !text.isEmpty else { return value }
        guard let number = Int(text), range.contains(number) else {
            throw .configuration(.invalidVariable(name: name, value: text, accepted: .wholeNumber(range)))
        }
        return number
    }

    private static func homeDirectory(_ environment: [String: String]) -> String {
        environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? FileManager.default.homeDirectoryForCurrentUser.path
    }

    /// countries.json, looked up on each use (see `dataFile`).
    var countriesFile: URL { Self.dataFile("countries.json", executablePath: executablePath) }
    /// gazetteer.tsv, looked up on each use (see `dataFile`).
    var gazetteerFile: URL { Self.dataFile("gazetteer.tsv", executablePath: executablePath) }

    /// A data file next to the binary, in `../share/wxapp/` of an installed binary, or in the source tree.
    private static func dataFile(_ name: String, executablePath: String) -> URL {
        let executableDirectory = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        let candidates = [
            executableDirectory.appendingPathComponent(name),
            executableDirectory.appendingPathComponent("../share/wxapp/\(name)").standardized,
            URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../\(name)").standardized,
        ]
        return candidates.first { FileManager.default.fileExists(atPath: $0.path) } ?? candidates[0]
    }
}
