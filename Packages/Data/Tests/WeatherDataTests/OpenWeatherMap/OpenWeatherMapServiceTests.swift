import Domain
import Foundation
import Infrastructure
import Logging
import Testing

@testable import OpenWeatherMapProvider
@testable import WeatherData

struct OpenWeatherMapServiceTests {
    private static func service(
        _ http: StubHTTPClient, apiKey: String? = "secret-key",
        monitor: StubNetworkMonitor = StubNetworkMonitor(),
        baseURL: String = "http://127.0.0.1:8080/prefix"
    ) -> OpenWeatherMapService {
        OpenWeatherMapService(
            baseURL: URL(string: baseURL)!, apiKey: apiKey, http: http, monitor: monitor,
            logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() })
    }

    @Test func currentWeatherAsksByCoordinatesWithTheKeyInStandardUnits() async throws {
        let http = StubHTTPClient(body: JSONFixtures.fullWeather)

        let weather = try await Self.service(http).currentWeather(at: Fixtures.tokyo.coordinates)

        #expect(weather.temperature?.kelvin == 291.15)
        #expect(
            http.requests.map(\.url.absoluteString) == [
                "http://127.0.0.1:8080/prefix/data/2.5/weather?lat=35.6895&lon=139.69171&units=standard&appid=secret-key"
            ])
    }

    @Test func geocodingSendsNameAndCountryAndDropsUnusableEntries() async throws {
        let http = StubHTTPClient(body: JSONFixtures.geocodingParis)

        let places = try await Self.service(http).places(matching: try PlaceQuery("Paris, FR"), limit: 5)

        #expect(places.map(\.countryCode) == ["FR", "US"])
        #expect(places.first?.region == "Ile-de-France")
        #expect(http.requests.first?.url.query == "q=Paris,FR&limit=5&appid=secret-key")
    }

    @Test(arguments: [nil, "", "   "])
    func aMissingKeySendsNothing(key: String?) async {
        let http = StubHTTPClient(body: JSONFixtures.fullWeather)
        await #expect(throws: WeatherError.apiKeyMissing) {
            try await Self.service(http, apiKey: key).currentWeather(at: Fixtures.tokyo.coordinates)
        }
        #expect(http.requests.isEmpty)
    }

    @Test(arguments: [
        (401, JSONFixtures.rejectedKey, [:], WeatherError.apiKeyRejected),
        (404, JSONFixtures.cityNotFound, [:], .placeNotFound(query: "35.6895,139.69171")),
        (429, "{}", ["retry-after": "30"], .rateLimited(retryAfterSeconds: 30)),
        (429, "{}", [:], .rateLimited(retryAfterSeconds: nil)),
        (500, "{}", [:], .serviceUnavailable(statusCode: 500)),
        (502, "<html>Bad Gateway</html>", [:], .serviceUnavailable(statusCode: 502)),
    ])
    func errorStatusesMapToDomainErrors(
        status: Int, body: String, headers: [String: String], expected: WeatherError
    )
        async
    {
        let http = StubHTTPClient(status: status, body: body, headers: headers)
        await #expect(throws: expected) {
            try await Self.service(http).currentWeather(at: Fixtures.tokyo.coordinates)
        }
    }

    @Test func notFoundFromGeocodingNamesTheUsersQuery() async {
        let http = StubHTTPClient(status: 404, body: JSONFixtures.cityNotFound)
        await #expect(throws: WeatherError.placeNotFound(query: "Tokyo")) {
            try await Self.service(http).places(matching: try PlaceQuery("Tokyo"), limit: 5)
        }
    }

    @Test func htmlWithStatus200IsUnreadable() async {
        let http = StubHTTPClient(body: "<html>Sign in to the Wi-Fi</html>")
        await #expect(
            throws: WeatherError.unreadableResponse(
                detail: "the current weather reply is not the JSON expected (not valid JSON)")
        ) {
            try await Self.service(http).currentWeather(at: Fixtures.tokyo.coordinates)
        }
    }

    @Test(arguments: [
        (HTTPClientError.timedOut, WeatherError.timedOut),
        (.cannotConnect(detail: "refused"), .networkUnavailable(detail: "refused")),
        (.responseTooLarge(limitBytes: 10), .unreadableResponse(detail: "the reply is larger than 10 bytes")),
    ])
    func transportFailuresMapToDomainErrors(failure: HTTPClientError, expected: WeatherError) async {
        await #expect(throws: expected) {
            try await Self.service(StubHTTPClient(failure: failure)).currentWeather(
                at: Fixtures.tokyo.coordinates)
        }
    }

    @Test func anUnreachableNetworkSendsNothing() async {
        let http = StubHTTPClient(body: JSONFixtures.fullWeather)
        await #expect(
            throws: WeatherError.networkUnavailable(detail: "there is no network route to 127.0.0.1")
        ) {
            try await Self.service(http, monitor: StubNetworkMonitor(reachable: false))
                .currentWeather(at: Fixtures.tokyo.coordinates)
        }
        #expect(http.requests.isEmpty)
    }

    @Test func theMonitorLearnsWhatRequestsDid() async throws {
        let refused = StubNetworkMonitor()
        _ = try? await Self.service(
            StubHTTPClient(failure: .cannotConnect(detail: "refused")), monitor: refused
        )
        .currentWeather(at: Fixtures.tokyo.coordinates)
        let answered = StubNetworkMonitor()
        _ = try await Self.service(StubHTTPClient(body: JSONFixtures.fullWeather), monitor: answered)
            .currentWeather(at: Fixtures.tokyo.coordinates)

        #expect(refused.recorded == [false])
        #expect(answered.recorded == [true])
    }
}
