import Domain
import Foundation
import Infrastructure
import Logging
import Testing

@testable import OpenWeatherMapProvider
@testable import WeatherData

/// What the service sends and reports for unusual input: decomposed accents, failures that quote the URL.
struct OpenWeatherMapServiceInputTests {
    private static func service(_ http: StubHTTPClient, apiKey: String = "0f1e2d3c4b5a6978")
        -> OpenWeatherMapService
    {
        OpenWeatherMapService(
            baseURL: URL(string: "https://api.example.org")!, apiKey: apiKey, http: http,
            monitor: StubNetworkMonitor(), logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() })
    }

    @Test func aDecomposedAccentIsSentComposed() async throws {
        let http = StubHTTPClient(body: "[]")
        let decomposed = "Bogota\u{301}"

        _ = try await Self.service(http).places(matching: try PlaceQuery(decomposed), limit: 5)
        _ = try await Self.service(http).places(matching: try PlaceQuery("Bogotá"), limit: 5)

        let sent = http.requests.compactMap { URLComponents(url: $0.url, resolvingAgainstBaseURL: false) }
            .compactMap { $0.queryItems?.first { $0.name == "q" }?.value }
        #expect(sent == ["Bogot\u{E1}", "Bogot\u{E1}"])
    }

    @Test func aDecomposedNameFromTheServiceIsKeptComposed() async throws {
        let http = StubHTTPClient(
            body:
                #"[{"name":"Bogota\u0301","lat":4.6097,"lon":-74.0817,"country":"CO","state":"Bogota\u0301"}]"#
        )

        let places = try await Self.service(http).places(matching: try PlaceQuery("Bogota"), limit: 5)

        #expect(places.map(\.name) == ["Bogot\u{E1}"])
        #expect(places.map(\.region) == ["Bogot\u{E1}"])
    }

    @Test func controlCharactersInAGeocodedNameAreNeverSaved() async throws {
        let http = StubHTTPClient(
            body: #"[{"name":"Evil\u001b[31mTown\u202e","lat":1,"lon":2,"country":"JP","state":"\u0007"},"#
                + #"{"name":"\u001b\u200b","lat":1,"lon":2,"country":"JP"}]"#)

        let places = try await Self.service(http).places(matching: try PlaceQuery("Evil"), limit: 5)

        #expect(places.map(\.name) == ["Evil[31mTown"])
        #expect(places.map(\.region) == [nil])
    }

    @Test(arguments: [
        HTTPClientError.transport(
            detail: "reset while reading https://api.example.org/x?lat=1&appid=0f1e2d3c4b5a6978"),
        .cannotConnect(detail: "could not reach 0f1e2d3c4b5a6978.example.org"),
    ])
    func theKeyNeverAppearsInAFailuresDetail(failure: HTTPClientError) async {
        let http = StubHTTPClient(failure: failure)

        let error = await #expect(throws: WeatherError.self) {
            _ = try await Self.service(http).currentWeather(at: Fixtures.tokyo.coordinates)
        }

        guard case .networkUnavailable(let detail) = error else {
            Issue.record("expected a network failure, got \(String(describing: error))")
            return
        }
        #expect(!detail.contains("0f1e2d3c4b5a6978") && detail.contains("REDACTED"), "\(detail)")
    }

    @Test func theKeyNeverAppearsInARefusedRedirect() async {
        let http = StubHTTPClient(
            failure: .insecureURL("http://evil.example.org/steal?appid=0f1e2d3c4b5a6978"))

        await #expect(
            throws: WeatherError.configuration(
                .insecureURL(name: "http://evil.example.org/steal?appid=REDACTED"))
        ) {
            _ = try await Self.service(http).currentWeather(at: Fixtures.tokyo.coordinates)
        }
    }
}
