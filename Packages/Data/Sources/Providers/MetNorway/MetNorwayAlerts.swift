import Domain
import FoundationEssentials
import Infrastructure
import Logging
import ProviderKit

extension AlertSource {
    /// MET Norway's MetAlerts: Norway and Svalbard.
    public static let metNorway = AlertSource(
        id: "metno", displayName: "MET Norway", coverage: "Norway (MET Norway)", coverageCountry: "NO",
        coverageService: "MET Norway", countryCodes: ["NO", "SJ"],
        urlVariable: MetNorwayService.urlVariable)
}

/// MET Norway's MetAlerts for a point (`/weatherapi/metalerts/2.0/current.json?lat=&lon=`, GeoJSON; the
/// service matches the point against each warning's area itself).
public enum MetNorwayAlerts: AlertFeedFormat {
    public static let baseURL = URL(string: "https://api.met.no")!

    package static let source = AlertSource.metNorway

    package static func alerts(in feed: AlertFeed, at coordinates: Coordinates) async throws(WeatherError)
        -> [WeatherAlert]
    {
        let reply: AlertFeaturesDTO<MetNorwayAlertDTO> = try await feed.features(
            "weatherapi/metalerts/2.0/current.json",
            query: [
                URLQueryItem(name: "lat", value: AlertPoint.text(coordinates.latitude)),
                URLQueryItem(name: "lon", value: AlertPoint.text(coordinates.longitude)),
                URLQueryItem(name: "lang", value: "en"),
            ], service: "MET Norway", failing: "MET Norway's MetAlerts")
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
