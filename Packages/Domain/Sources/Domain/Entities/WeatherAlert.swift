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

/// The official services that give alerts for a point, by country.
public enum AlertSource: String, Sendable, CaseIterable {
    case nationalWeatherService = "nws"
    case metNorway = "metno"

    /// "the US National Weather Service".
    public var displayName: String {
        switch self {
        case .nationalWeatherService: "the US National Weather Service"
        case .metNorway: "MET Norway"
        }
    }

    /// The source that covers the country with ISO code `countryCode`, or nil when none does.
    public static func covering(countryCode: String) -> AlertSource? {
        switch countryCode.uppercased() {
        case "US", "PR", "GU", "VI", "AS", "MP": .nationalWeatherService
        case "NO", "SJ": .metNorway
        default: nil
        }
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
