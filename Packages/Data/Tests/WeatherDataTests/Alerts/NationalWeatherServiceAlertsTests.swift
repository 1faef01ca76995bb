import Domain
import Foundation
import Logging
import Testing

@testable import NationalWeatherServiceProvider
@testable import ProviderKit
@testable import WeatherData

/// The NWS's alerts as its replies give them: a warning "until further notice" has `ends` null and an
/// `expires` (when the message will be reissued) that may fall before the onset, or after it: the end is
/// `ends` alone.
struct NationalWeatherServiceAlertsTests {
    static let now = Date(timeIntervalSince1970: 1_795_590_000)  // 2026-11-25 07:00 UTC

    static func alerts(_ properties: String) async throws -> [WeatherAlert] {
        let body =
            #"{"type":"FeatureCollection","features":[{"type":"Feature","properties":{\#(properties)}}]}"#
        return try await alerts(from: StubHTTPClient(body: body))
    }

    static func alerts(from http: StubHTTPClient) async throws(WeatherError) -> [WeatherAlert] {
        try await NationalWeatherServiceAlerts.service(
            baseURL: URL(string: "https://api.example.test")!, http: http,
            monitor: StubNetworkMonitor(), logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }
        ).alerts(at: Coordinates(latitude: 38.6, longitude: -90.2)!)
    }

    @Test func aWarningUntilFurtherNoticeHasNoEndAndIsBelieved() async throws {
        let alerts = try await Self.alerts(
            #""event":"Flood Warning","severity":"Severe","headline":"Flood Warning issued","#
                + #""onset":"2026-11-27T06:00:00-06:00","expires":"2026-11-25T18:00:00-06:00","ends":null"#)
        let alert = try #require(alerts.first)
        #expect(alert.start == Date(timeIntervalSince1970: 1_795_780_800))
        #expect(alert.end == nil, "the message's expiry is not the flood's end")
        #expect(alert.implausibility(at: Self.now) == nil)
    }

    /// A Wind Advisory sent without `ends`: its message expires at six, but nothing says the wind stops then.
    @Test func withoutEndsAnAlertHasNoEndWhateverItsMessagesExpiry() async throws {
        let alerts = try await Self.alerts(
            #""event":"Wind Advisory","onset":"2026-11-25T06:00:00-07:00","expires":"2026-11-25T18:00:00-07:00""#
        )
        #expect(alerts.first?.start == Date(timeIntervalSince1970: 1_795_611_600))
        #expect(try #require(alerts.first).end == nil)
    }

    @Test func theEndIsTheEventsEnd() async throws {
        let alerts = try await Self.alerts(
            #""event":"Wind Advisory","onset":"2026-11-25T06:00:00-07:00","expires":"2026-11-25T12:00:00-07:00","#
                + #""ends":"2026-11-25T18:00:00-07:00""#)
        #expect(alerts.first?.end == Date(timeIntervalSince1970: 1_795_654_800))
    }

    /// A request the feed refuses is no passing fault: asking again later does not mend it.
    @Test(arguments: [400, 403, 404, 410])
    func aRefusedRequestIsNotAFaultToWaitOut(_ code: Int) async throws {
        let error = await #expect(throws: WeatherError.self) {
            try await Self.alerts(from: StubHTTPClient(status: code, body: "{}"))
        }
        #expect(
            error
                == .serviceFailed(
                    service: "the US National Weather Service",
                    reason: .unreadableResponse(detail: "it refused the request (HTTP \(code))")))
    }

    @Test(arguments: [
        ("30", 30), ("0", 0), ("-5", nil), ("soon", nil), ("Wed, 21 Oct 2015 07:28:00 GMT", nil),
    ])
    func aLimitSaysWhenToAskAgainOnlyInSecondsToCome(_ header: String, _ seconds: Int?) async throws {
        let error = await #expect(throws: WeatherError.self) {
            try await Self.alerts(
                from: StubHTTPClient(status: 429, body: "{}", headers: ["Retry-After": header]))
        }
        #expect(
            error
                == .serviceFailed(
                    service: "the US National Weather Service",
                    reason: .rateLimited(retryAfterSeconds: seconds)))
    }

    @Test func aServerFaultIsOneToWaitOut() async throws {
        let error = await #expect(throws: WeatherError.self) {
            try await Self.alerts(from: StubHTTPClient(status: 502, body: "{}"))
        }
        #expect(
            error
                == .serviceFailed(
                    service: "the US National Weather Service", reason: .serviceUnavailable(statusCode: 502)))
    }
}
