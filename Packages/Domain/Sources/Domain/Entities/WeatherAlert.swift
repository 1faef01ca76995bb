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
    /// "US": the ISO code of the country `coverage` names, for naming it in another language.
    public let coverageCountry: String
    /// "National Weather Service": who covers it, as `coverage` names it.
    public let coverageService: String
    /// The ISO codes of the countries and territories it covers, in capitals.
    public let countryCodes: Set<String>
    /// The environment variable that points it at another server, for tests and mirrors.
    public let urlVariable: String

    public init(
        id: String, displayName: String, coverage: String, coverageCountry: String, coverageService: String,
        countryCodes: Set<String>, urlVariable: String
    ) {
        self.id = id
        self.displayName = displayName
        self.coverage = coverage
        self.coverageCountry = coverageCountry
        self.coverageService = coverageService
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

/// What the source covering a place said of it: its alerts, `source` nil (and no alerts) when no source
/// covers the place.
public struct IssuedAlerts: Sendable, Equatable {
    public let source: AlertSource?
    public let alerts: [WeatherAlert]

    public init(source: AlertSource?, alerts: [WeatherAlert]) {
        self.source = source
        self.alerts = alerts
    }

    /// The alerts still in force at `now`, most severe first.
    public func active(at now: Date) -> [WeatherAlert] {
        alerts.filter { $0.isActive(at: now) }.sorted { $0.severity > $1.severity }
    }
}

/// A place's alerts: the source asked, when, and what it said.
public typealias AlertsReport = Report<IssuedAlerts>

extension Report where Value == IssuedAlerts {
    public var source: AlertSource? { value.source }
    public var alerts: [WeatherAlert] { value.alerts }

    /// When the covering source was asked; nil when no source covers the place, so none was.
    public var askedAt: Date? { value.source == nil ? nil : fetchedAt }

    public init(place: Place, source: AlertSource?, alerts: [WeatherAlert], fetchedAt: Date, origin: Origin) {
        self.init(
            place: place, value: IssuedAlerts(source: source, alerts: alerts), fetchedAt: fetchedAt,
            origin: origin)
    }

    /// The report of a place no source covers, as it stands at `now`.
    public static func uncovered(_ place: Place, at now: Date) -> Self {
        Self(place: place, value: IssuedAlerts(source: nil, alerts: []), fetchedAt: now, origin: .cache)
    }

    /// The alerts still in force at `now`, most severe first.
    public func active(at now: Date) -> [WeatherAlert] { value.active(at: now) }
}
