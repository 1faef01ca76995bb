import FoundationEssentials

/// An official weather warning for a place.
public struct WeatherAlert: Sendable, Equatable {
    /// How serious the issuer says the alert is (the CAP scale both sources use).
    public enum Severity: String, Sendable, CaseIterable, Comparable {
        case unknown, minor, moderate, severe, extreme

        /// "Severe", "extreme" as the services write them, any case; unknown otherwise.
        public init(text: String?) {
            self = Severity(rawValue: (text ?? "").lowercased()) ?? .unknown
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    public let event: String
    public let severity: Severity
    public let headline: String
    public let issuer: String
    public let start: Date?
    public let end: Date?

    public init(event: String, severity: Severity, headline: String, issuer: String, start: Date?, end: Date?)
    {
        self.event = event
        self.severity = severity
        self.headline = headline
        self.issuer = issuer
        self.start = start
        self.end = end
    }

    /// False once the alert has ended; an alert without an end lasts until its source drops it.
    public func isActive(at now: Date) -> Bool {
        end.map { $0 > now } ?? true
    }
}

/// An official service that gives the alerts for points in the countries it covers. Each is declared in its
/// provider's folder under Data and registered with the providers.
public struct AlertSource: Sendable, Hashable {
    /// The name wxapp knows it by in JSON and the database, such as "nws".
    public let id: String
    /// "the US National Weather Service".
    public let displayName: String
    /// "the US (National Weather Service)": where it covers, and by whom.
    public let coverage: String
    /// The ISO codes of the countries and territories it covers, in capitals.
    public let countryCodes: Set<String>
    /// The environment variable that points it at another server, for tests and mirrors.
    public let urlVariable: String

    public init(
        id: String, displayName: String, coverage: String, countryCodes: Set<String>, urlVariable: String
    ) {
        self.id = id
        self.displayName = displayName
        self.coverage = coverage
        self.countryCodes = countryCodes
        self.urlVariable = urlVariable
    }

    /// True when it gives alerts for places in the country with ISO code `countryCode`, case aside.
    public func covers(countryCode: String) -> Bool {
        countryCodes.contains(countryCode.uppercased())
    }

    /// One source is one id, whatever else a value says.
    public static func == (lhs: AlertSource, rhs: AlertSource) -> Bool { lhs.id == rhs.id }

    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    private static let registry = Registry<AlertSource>()

    /// Every alert source wxapp has, in the registry's order: empty until registered.
    public static var all: [AlertSource] { registry.values }

    /// Makes `sources` the alert sources wxapp has.
    public static func register(_ sources: [AlertSource]) {
        registry.values = sources
    }
}

/// A place's alerts: the source asked, when, and what it said; `source` nil when no source covers the place.
public struct AlertsReport: Sendable, Equatable {
    public let place: Place
    public let source: AlertSource?
    public let alerts: [WeatherAlert]
    public let fetchedAt: Date?
    public let origin: WeatherReport.Origin

    public init(
        place: Place, source: AlertSource?, alerts: [WeatherAlert], fetchedAt: Date?,
        origin: WeatherReport.Origin
    ) {
        self.place = place
        self.source = source
        self.alerts = alerts
        self.fetchedAt = fetchedAt
        self.origin = origin
    }

    /// The alerts still in force at `now`, most severe first.
    public func active(at now: Date) -> [WeatherAlert] {
        alerts.filter { $0.isActive(at: now) }.sorted { $0.severity > $1.severity }
    }
}
