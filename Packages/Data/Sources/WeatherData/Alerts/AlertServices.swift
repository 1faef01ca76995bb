import Domain
import FoundationEssentials
import Infrastructure
import Logging

/// A source of the official alerts in force at a point.
public protocol AlertService: Sendable {
    func alerts(at coordinates: Coordinates) async throws(WeatherError) -> [WeatherAlert]
}

/// The US National Weather Service's active alerts for a point (`/alerts/active?point=lat,lon`, GeoJSON);
/// it asks for a User-Agent that names the app, which every wxapp request carries.
public struct NationalWeatherServiceAlerts: AlertService {
    public static let baseURL = URL(string: "https://api.weather.gov")!

    private let connection: ServiceConnection
    private let logger: Logger

    public init(baseURL: URL, http: any HTTPClient, monitor: any NetworkMonitor, logger: Logger) {
        connection = ServiceConnection(
            urlName: "the alert service URL", baseURL: baseURL, http: http, monitor: monitor)
        self.logger = logger
    }

    public func alerts(at coordinates: Coordinates) async throws(WeatherError) -> [WeatherAlert] {
        let point = "\(AlertPoint.text(coordinates.latitude)),\(AlertPoint.text(coordinates.longitude))"
        let reply: AlertFeaturesDTO<NationalWeatherServiceAlertDTO> = try await AlertFeaturesDTO.get(
            connection, "alerts/active", query: [URLQueryItem(name: "point", value: point)],
            service: "National Weather Service", failing: "the US National Weather Service", logger: logger)
        // Only the messages the Common Alerting Protocol says are in force: not tests, updates or cancels.
        return AlertMessage.alertsInForce(
            reply.features.map { feature in
                let alert = feature.properties
                let start = AlertTime.date(alert.onset ?? alert.effective)
                // Without `ends`, the message's own `expires` (when it will be reissued) stands for the end
                // only where it is not before the onset: "until further notice" has no end to show.
                let expires = AlertTime.date(alert.expires).flatMap { expires in
                    start.map { expires >= $0 } ?? true ? expires : nil
                }
                return AlertMessage(
                    identifier: alert.id, status: AlertMessage.Status(text: alert.status),
                    kind: AlertMessage.Kind(text: alert.messageType),
                    references: (alert.references ?? []).compactMap(\.identifier),
                    alert: WeatherAlert(
                        event: alert.event ?? "Alert", severity: WeatherAlert.Severity(text: alert.severity),
                        headline: alert.headline ?? alert.event ?? "",
                        issuer: alert.senderName ?? "National Weather Service",
                        start: start, end: AlertTime.date(alert.ends) ?? expires))
            })
    }
}

/// MET Norway's MetAlerts for a point (`/weatherapi/metalerts/2.0/current.json?lat=&lon=`, GeoJSON; the
/// service matches the point against each warning's area itself).
public struct MetNorwayAlerts: AlertService {
    public static let baseURL = URL(string: "https://api.met.no")!

    private let connection: ServiceConnection
    private let logger: Logger

    public init(baseURL: URL, http: any HTTPClient, monitor: any NetworkMonitor, logger: Logger) {
        connection = ServiceConnection(
            urlName: "the alert service URL", baseURL: baseURL, http: http, monitor: monitor)
        self.logger = logger
    }

    public func alerts(at coordinates: Coordinates) async throws(WeatherError) -> [WeatherAlert] {
        let reply: AlertFeaturesDTO<MetNorwayAlertDTO> = try await AlertFeaturesDTO.get(
            connection, "weatherapi/metalerts/2.0/current.json",
            query: [
                URLQueryItem(name: "lat", value: AlertPoint.text(coordinates.latitude)),
                URLQueryItem(name: "lon", value: AlertPoint.text(coordinates.longitude)),
                URLQueryItem(name: "lang", value: "en"),
            ], service: "MET Norway", failing: "MET Norway's MetAlerts", logger: logger)
        // The same CAP rules as the NWS's: MetAlerts gives each warning's status and type, not references.
        return AlertMessage.alertsInForce(
            reply.features.map { feature in
                let alert = feature.properties
                let interval = feature.when?.interval ?? []
                return AlertMessage(
                    identifier: alert.id, status: AlertMessage.Status(text: alert.status),
                    kind: AlertMessage.Kind(text: alert.type), references: [],
                    alert: WeatherAlert(
                        event: alert.eventAwarenessName ?? alert.event ?? "Alert",
                        severity: WeatherAlert.Severity(text: alert.severity),
                        headline: alert.title ?? alert.eventAwarenessName ?? "", issuer: "MET Norway",
                        start: AlertTime.date(interval.first),
                        end: AlertTime.date(interval.count > 1 ? interval[1] : nil)))
            })
    }
}

/// A GeoJSON feature collection of alerts, as both services answer.
struct AlertFeaturesDTO<Properties: Decodable & Sendable>: Decodable, Sendable {
    struct Feature: Decodable, Sendable {
        struct When: Decodable, Sendable {
            let interval: [String]?
        }

        let properties: Properties
        let when: When?
    }

    let features: [Feature]

    /// The features at `path`; a failure the service causes is named `failing` ("the US National Weather
    /// Service") in every message.
    static func get(
        _ connection: ServiceConnection, _ path: String, query: [URLQueryItem], service: String,
        failing: String, logger: Logger
    ) async throws(WeatherError) -> AlertFeaturesDTO {
        // A failure is named as the alert service's (`failing`), never as "the weather service"'s.
        try await connection.decoded(
            AlertFeaturesDTO.self, path, query: query, failing: failing,
            unreadable: "the \(service) alerts are not the GeoJSON expected", logger: logger)
    }
}

/// The coordinates both alert services are asked about.
enum AlertPoint {
    /// "39.7392": a coordinate to four decimals (about 10 m), as both services ask; more would be redirected.
    static func text(_ value: Double) -> String {
        String((value * 10_000).rounded() / 10_000)
    }
}

/// The times both alert services write.
enum AlertTime {
    /// An ISO 8601 time with its offset ("2026-11-24T18:00:00-05:00"), or nil when absent or unreadable.
    static func date(_ text: String?) -> Date? {
        guard let text else { return nil }
        do {
            return try Date(text, strategy: .iso8601)
        } catch {
            return nil
        }
    }
}

/// The members of a National Weather Service alert that wxapp shows or reads its standing from.
struct NationalWeatherServiceAlertDTO: Decodable, Sendable {
    /// An earlier message this one updates or cancels.
    struct Reference: Decodable, Sendable {
        let identifier: String?
    }

    /// The CAP identifier ("urn:oid:2.49.0.1.840.0.…").
    let id: String?
    let status: String?
    let messageType: String?
    let references: [Reference]?
    let event: String?
    let severity: String?
    let headline: String?
    let senderName: String?
    let onset: String?
    let effective: String?
    let ends: String?
    let expires: String?
}

/// The members of a MET Norway alert that wxapp shows or reads its standing from.
struct MetNorwayAlertDTO: Decodable, Sendable {
    let id: String?
    let status: String?
    /// CAP's message type: "Alert", "Update" or "Cancel".
    let type: String?
    let event: String?
    let eventAwarenessName: String?
    let severity: String?
    let title: String?
}
