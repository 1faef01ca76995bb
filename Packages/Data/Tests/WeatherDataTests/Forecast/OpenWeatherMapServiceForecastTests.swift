import Domain
import Foundation
import Infrastructure
import Logging
import Testing

@testable import OpenWeatherMapProvider
@testable import WeatherData

struct OpenWeatherMapServiceForecastTests {
    private static func service(_ http: StubHTTPClient) -> OpenWeatherMapService {
        OpenWeatherMapService(
            baseURL: URL(string: "http://127.0.0.1:8080")!, apiKey: "secret-key", http: http,
            monitor: StubNetworkMonitor(), logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() })
    }

    @Test func theFreeThreeHourForecastIsAskedByCoordinatesInStandardUnits() async throws {
        let http = StubHTTPClient(body: ForecastJSONFixtures.tokyoForty)

        let forecast = try await Self.service(http).forecast(at: Fixtures.tokyo.coordinates)

        #expect(forecast.entries.count == 40)
        #expect(
            http.requests.map(\.url.absoluteString) == [
                "http://127.0.0.1:8080/data/2.5/forecast?lat=35.6895&lon=139.69171&units=standard&appid=secret-key"
            ])
    }

    @Test func aRejectedKeyIsReported() async {
        let http = StubHTTPClient(status: 401, body: JSONFixtures.rejectedKey)

        await #expect(throws: WeatherError.apiKeyRejected) {
            try await Self.service(http).forecast(at: Fixtures.tokyo.coordinates)
        }
    }

    @Test func htmlIsUnreadable() async {
        let http = StubHTTPClient(body: "<html>captive portal</html>")

        await #expect(
            throws: WeatherError.unreadableResponse(
                detail: "the forecast reply is not the JSON expected (not valid JSON)")
        ) {
            try await Self.service(http).forecast(at: Fixtures.tokyo.coordinates)
        }
    }
}
