import Domain
import Foundation
import Infrastructure
import Logging
import Synchronization
import Testing

@testable import NationalWeatherServiceProvider
@testable import ProviderKit
@testable import WeatherData

/// The NWS's service over a stand-in HTTP client that answers by path with the recorded replies: the terms
/// that are rules (four decimals, the point lookup kept), its failures, and the station it takes the
/// observation of.
struct NationalWeatherServiceTests {
    typealias Recorded = NationalWeatherServiceRecordedReplyTests
    typealias Kept = MetNorwayServiceTests.Kept

    /// Answers each path by the first rule whose prefix it starts with, each rule's replies in turn (the
    /// last one repeated), and remembers every request.
    final class RoutedHTTPClient: HTTPClient {
        private let state: Mutex<(routes: [(String, [HTTPResponse])], requests: [HTTPRequest])>

        init(_ routes: [(String, [HTTPResponse])]) {
            state = Mutex((routes, []))
        }

        var paths: [String] { state.withLock { $0.requests.map(\.url.path) } }
        var requests: [HTTPRequest] { state.withLock { $0.requests } }

        func send(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse {
            state.withLock { state in
                state.requests.append(request)
                guard let index = state.routes.firstIndex(where: { request.url.path.hasPrefix($0.0) }) else {
                    return HTTPResponse(statusCode: 404, headers: [:], body: Data("{}".utf8))
                }
                let replies = state.routes[index].1
                if replies.count > 1 { state.routes[index].1.removeFirst() }
                return replies[0]
            }
        }
    }

    static func ok(_ fixture: String) -> HTTPResponse {
        HTTPResponse(statusCode: 200, headers: [:], body: (try? Recorded.fixture(fixture)) ?? Data())
    }

    static func status(_ code: Int, _ fixture: String? = nil) -> HTTPResponse {
        HTTPResponse(
            statusCode: code, headers: [:], body: fixture.flatMap { try? Recorded.fixture($0) } ?? Data())
    }

    /// An hour after Central Park's recorded observation.
    static let now = Date(timeIntervalSince1970: 1_768_935_060)  // 2026-01-20T18:51:00Z

    static func service(_ http: RoutedHTTPClient, kept: Kept = Kept(), now: Date = now)
        -> NationalWeatherService
    {
        NationalWeatherService(
            context: ProviderContext(
                url: URL(string: "http://127.0.0.1:9/nws")!, apiKey: nil,
                userAgent: "wxapp/0.1.0 (+test@example.org)", http: http, monitor: StubNetworkMonitor(),
                budget: FailoverServiceTests.roomyBudget, replies: kept.store, clock: FixedClock(now),
                offsets: { () throws(WeatherError) in Recorded.Eastern() }, logger: Logger(label: "test")),
            offsets: Recorded.Eastern())
    }

    static var weatherRoutes: [(String, [HTTPResponse])] {
        [
            ("/nws/points/", [ok("points.json")]),
            ("/nws/gridpoints/OKX/33,35/stations", [ok("stations.json")]),
            ("/nws/stations/", [ok("observation_latest.json")]),
        ]
    }

    @Test func theWeatherIsTheNearestStationsLatestObservationAndThePointLookupIsKept() async throws {
        let http = RoutedHTTPClient(Self.weatherRoutes)
        let kept = Kept()
        let service = Self.service(http, kept: kept)
        let weather = try await service.currentWeather(at: Recorded.newYork)
        #expect(
            weather.station?.identifier == "KNYC" && weather.station?.name == "New York City, Central Park")
        #expect(weather.provider == .nationalWeatherService)
        #expect(
            http.paths == [
                "/nws/points/40.7128,-74.006", "/nws/gridpoints/OKX/33,35/stations",
                "/nws/stations/KNYC/observations/latest",
            ])
        #expect(http.requests.allSatisfy { $0.headers["Accept"] == "application/geo+json" })

        // A day and more later, the point lookup is still kept; the stations are asked again.
        _ = try await Self.service(http, kept: kept, now: Self.now.addingTimeInterval(2 * 86_400))
            .currentWeather(at: Recorded.newYork)
        #expect(http.paths.filter { $0.hasPrefix("/nws/points/") }.count == 1)
        #expect(http.paths.filter { $0.hasSuffix("/stations") }.count == 2)
    }

    /// Central Park's observation is nine hours old by then: the next stations are asked, and as they fail
    /// (their replies are Central Park's, not theirs), the nearest one's stands, with its age.
    @Test func anOldObservationSendsWxappToTheNextStationsAndStandsWhenNoneIsNewer() async throws {
        let http = RoutedHTTPClient(Self.weatherRoutes)
        let later = Self.now.addingTimeInterval(8 * 3_600)
        let weather = try await Self.service(http, now: later).currentWeather(at: Recorded.newYork)
        #expect(weather.station?.identifier == "KNYC")
        #expect(http.paths.filter { $0.hasPrefix("/nws/stations/") }.count == 3)
    }

    @Test func aPointOutsideTheGridIsOutsideTheReachWhichFailsOver() async throws {
        let http = RoutedHTTPClient([("/nws/points/", [Self.status(404, "error_404.json")])])
        let error = await #expect(throws: WeatherError.self) {
            try await Self.service(http).currentWeather(
                at: Coordinates(latitude: 51.5074, longitude: -0.1278)!)
        }
        #expect(error == .outsideReach(provider: "NWS", area: "the United States"))
        #expect(error?.invitesFailover == true)
    }

    /// New York is inside the reach: the NWS answering it has no data there is its own fault, named.
    @Test(arguments: ["InvalidPoint", "MarineForecastNotSupported"])
    func aPointInsideTheReachTheServiceHasNoDataAtIsItsFault(_ name: String) async throws {
        let problem = HTTPResponse(
            statusCode: 404, headers: [:],
            body: Data(#"{"type": "https://api.weather.gov/problems/\#(name)", "status": 404}"#.utf8))
        let http = RoutedHTTPClient([("/nws/points/", [problem])])
        let error = await #expect(throws: WeatherError.self) {
            try await Self.service(http).forecast(at: Recorded.newYork)
        }
        #expect(error == .pointNotServed(provider: "NWS", problem: name))
        #expect(error?.invitesFailover == true)
    }

    /// The HTTP client has already asked again (it retries every service's 5xx): the fault is the service's.
    @Test(arguments: [500, 503])
    func aServerFaultFailsTheRequestAsTheServicesFault(_ code: Int) async throws {
        let failing = RoutedHTTPClient([("/nws/points/", [Self.status(code, "error_\(code).json")])])
        let error = await #expect(throws: WeatherError.self) {
            try await Self.service(failing).forecast(at: Recorded.newYork)
        }
        #expect(error == .serviceUnavailable(statusCode: code))
        #expect(error?.invitesFailover == true)
        #expect(failing.paths.count == 1)
    }

    @Test func aRefusedUserAgentIsSaidAsSuch() async throws {
        let http = RoutedHTTPClient([("/nws/points/", [Self.status(403)])])
        let error = await #expect(throws: WeatherError.self) {
            try await Self.service(http).currentWeather(at: Recorded.newYork)
        }
        #expect(error == .userAgentRefused(service: "NWS", userAgent: "wxapp/0.1.0 (+test@example.org)"))
    }

    @Test(arguments: ["<html>Service Unavailable</html>", "{\"properties\": {}}", ""])
    func aBrokenReplyIsUnreadable(_ body: String) async throws {
        let http = RoutedHTTPClient([
            ("/nws/points/", [HTTPResponse(statusCode: 200, headers: [:], body: Data(body.utf8))])
        ])
        let error = await #expect(throws: WeatherError.self) {
            try await Self.service(http).currentWeather(at: Recorded.newYork)
        }
        guard case .unreadableResponse = error else {
            Issue.record("\(String(describing: error))")
            return
        }
    }

    /// A point lookup that answers for another point (New York's, for a point 10 km north) is refused.
    @Test func aPointLookupForAnotherPointIsRefused() async throws {
        let http = RoutedHTTPClient([("/nws/points/", [Self.ok("points.json")])])
        let north = Coordinates(latitude: 40.8028, longitude: -74.006)!
        let error = await #expect(throws: WeatherError.self) {
            try await Self.service(http).currentWeather(at: north)
        }
        guard case .unreadableResponse(let detail) = error else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(detail.contains("40.7128,-74.006"), "\(detail)")
        #expect(http.paths == ["/nws/points/40.8028,-74.006"])
    }

    /// The grid asked is the one the point lookup named; a reply of another square is refused.
    @Test func theForecastComesFromTheGridSquareOfThePoint() async throws {
        let http = RoutedHTTPClient([
            ("/nws/points/", [Self.ok("points.json")]), ("/nws/gridpoints/", [Self.ok("gridpoint.json")]),
        ])
        let error = await #expect(throws: WeatherError.self) {
            try await Self.service(http).forecast(at: Recorded.newYork)
        }
        guard case .unreadableResponse(let detail) = error else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(detail.contains("OKX 33,35"))
        #expect(http.paths.last == "/nws/gridpoints/OKX/33,35")
    }
}
