import Domain
import FoundationEssentials
import Infrastructure
import Logging

/// What makes a feed of GeoJSON alerts one service's: who gives it, its server, and how its features read.
package protocol AlertFeedFormat: Sendable {
    /// Who gives the alerts, and where.
    static var source: AlertSource { get }
    /// The service's own server, unless its source's URL variable names another.
    static var baseURL: URL { get }

    /// The alerts in force at `coordinates`, as `feed` gives them.
    static func alerts(in feed: AlertFeed, at coordinates: Coordinates) async throws(WeatherError)
        -> [WeatherAlert]
}

extension AlertFeedFormat {
    /// The service of this feed at `baseURL`.
    package static func service(
        baseURL: URL, http: any HTTPClient, monitor: any NetworkMonitor, logger: Logger
    )
        -> any AlertService
    {
        FeedAlertService<Self>(
            feed: AlertFeed(baseURL: baseURL, http: http, monitor: monitor, logger: logger))
    }
}

/// An alert service that reads a feed of GeoJSON alerts at its server, as `Format` reads it.
package struct FeedAlertService<Format: AlertFeedFormat>: AlertService {
    let feed: AlertFeed

    public var source: AlertSource { Format.source }

    public func alerts(at coordinates: Coordinates) async throws(WeatherError) -> [WeatherAlert] {
        try await Format.alerts(in: feed, at: coordinates)
    }
}

/// A GeoJSON feature collection of alerts, as both services answer.
package struct AlertFeaturesDTO<Properties: Decodable & Sendable>: Decodable, Sendable {
    package struct Feature: Decodable, Sendable {
        package struct When: Decodable, Sendable {
            package let interval: [String]?
        }

        package let properties: Properties
        package let when: When?
    }

    package let features: [Feature]
}

/// An alert service's server: both services answer a GET with a GeoJSON feature collection.
package struct AlertFeed: Sendable {
    private let connection: ServiceConnection

    package init(baseURL: URL, http: any HTTPClient, monitor: any NetworkMonitor, logger: Logger) {
        connection = ServiceConnection(
            urlName: "the alert service URL", baseURL: baseURL, http: http, monitor: monitor, logger: logger)
    }

    /// The features at `path`; a failure the service causes is named `failing` ("the US National Weather
    /// Service") in every message, never "the weather service".
    package func features<Properties>(
        _ path: String, query: [URLQueryItem], service: String, failing: String
    ) async throws(WeatherError) -> AlertFeaturesDTO<Properties> {
        let reply = try await connection.decoded(
            AlertFeaturesDTO<Properties>.self, path, query: query, failing: failing,
            unreadable: "the \(service) alerts are not the GeoJSON expected")
        do throws(WeatherError) {
            try ReplyBounds.check(
                reply.features.count, atMost: ReplyBounds.alerts, "alerts", in: "the \(service) alert reply")
        } catch {
            throw error.failing(failing)
        }
        return reply
    }
}

/// The coordinates both alert services are asked about.
package enum AlertPoint {
    /// "39.7392": a coordinate to four decimals (about 10 m), as both services ask; more would be redirected.
    package static func text(_ value: Double) -> String {
        String((value * 10_000).rounded() / 10_000)
    }
}

/// The times both alert services write.
package enum AlertTime {
    /// An ISO 8601 time with its offset ("2026-11-24T18:00:00-05:00"), or nil when absent or unreadable.
    package static func date(_ text: String?) -> Date? {
        guard let text else { return nil }
        do {
            return try Date(text, strategy: .iso8601)
        } catch {
            return nil
        }
    }
}
