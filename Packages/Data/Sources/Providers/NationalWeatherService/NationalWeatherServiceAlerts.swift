import Domain
import FoundationEssentials
import Infrastructure
import Logging
import ProviderKit

extension AlertSource {
    /// The US National Weather Service: the United States and its territories.
    public static let nationalWeatherService = AlertSource(
        id: "nws", displayName: "the US National Weather Service",
        coverage: "the US (National Weather Service)", coverageCountry: "US",
        coverageService: "National Weather Service",
        countryCodes: ["US", "PR", "GU", "VI", "AS", "MP"], urlVariable: "WXAPP_NWS_URL")
}

/// The US National Weather Service's active alerts for a point (`/alerts/active?point=lat,lon`, GeoJSON);
/// it asks for a User-Agent that names the app, which every wxapp request carries.
public enum NationalWeatherServiceAlerts: AlertFeedFormat {
    public static let baseURL = URL(string: "https://api.weather.gov")!

    package static let source = AlertSource.nationalWeatherService

    package static func alerts(in feed: AlertFeed, at coordinates: Coordinates) async throws(WeatherError)
        -> [WeatherAlert]
    {
        let point = "\(AlertPoint.text(coordinates.latitude)),\(AlertPoint.text(coordinates.longitude))"
        let reply: AlertFeaturesDTO<NationalWeatherServiceAlertDTO> = try await feed.features(
            "alerts/active", query: [URLQueryItem(name: "point", value: point)],
            service: "National Weather Service", failing: "the US National Weather Service")
        // Only the messages the Common Alerting Protocol says are in force: not tests, updates or cancels.
        return AlertMessage.alertsInForce(
            reply.features.map { feature in
                let alert = feature.properties
                let start = AlertTime.date(alert.onset ?? alert.effective)
                return AlertMessage(
                    identifier: alert.id, status: AlertMessage.Status(text: alert.status),
                    kind: AlertMessage.Kind(text: alert.messageType),
                    references: (alert.references ?? []).compactMap(\.identifier),
                    alert: WeatherAlert(
                        event: alert.event ?? "Alert", severity: WeatherAlert.Severity(text: alert.severity),
                        headline: alert.headline ?? alert.event ?? "",
                        issuer: alert.senderName ?? "National Weather Service",
                        start: start,
                        // Only `ends` is the event's end: without it, the warning is "until further
                        // notice", whatever the message's `expires` (when it will be reissued) says.
                        end: AlertTime.date(alert.ends)))
            })
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
}
