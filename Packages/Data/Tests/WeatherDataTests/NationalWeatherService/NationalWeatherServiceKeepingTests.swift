import Domain
import Foundation
import Infrastructure
import Testing

@testable import NationalWeatherServiceProvider
@testable import ProviderKit
@testable import WeatherData

/// What the NWS's service keeps and which station's observation it takes: a reply it refuses is never kept
/// (the point lookup is kept a week), and of the stations asked it takes the freshest believable reading.
struct NationalWeatherServiceKeepingTests {
    typealias Routed = NationalWeatherServiceTests.RoutedHTTPClient
    typealias Recorded = NationalWeatherServiceRecordedReplyTests
    static let now = NationalWeatherServiceTests.now

    static func service(_ http: Routed, kept: NationalWeatherServiceTests.Kept) -> NationalWeatherService {
        NationalWeatherServiceTests.service(http, kept: kept)
    }

    /// The recorded point lookup with another value for `member` ("gridId": "OKX").
    static func points(_ member: String, _ value: String) throws -> HTTPResponse {
        let text = String(decoding: try Recorded.fixture("points.json"), as: UTF8.self)
        let changed = text.replacingOccurrences(of: "\"\(member)\": \"OKX\"", with: "\"\(member)\": \(value)")
        #expect(changed != text, "the fixture has no \(member)")
        return HTTPResponse(statusCode: 200, headers: [:], body: Data(changed.utf8))
    }

    /// Central Park's recorded observation, as if `station` had made it at `hoursAgo` (negative: ahead of
    /// now), with or without its temperature.
    static func observation(_ station: String, hoursAgo: Double, temperature: Bool = true) throws
        -> HTTPResponse
    {
        var reply = try #require(
            try JSONSerialization.jsonObject(with: Recorded.fixture("observation_latest.json"))
                as? [String: Any])
        var properties = try #require(reply["properties"] as? [String: Any])
        properties["station"] = "https://api.weather.gov/stations/\(station)"
        properties["stationId"] = station
        let time = now.addingTimeInterval(-hoursAgo * 3_600)
        properties["timestamp"] = time.formatted(.iso8601)
        if !temperature {
            properties["temperature"] = [
                "unitCode": "wmoUnit:degC", "value": NSNull(), "qualityControl": "Z",
            ]
        }
        reply["properties"] = properties
        return HTTPResponse(
            statusCode: 200, headers: [:], body: try JSONSerialization.data(withJSONObject: reply))
    }

    @Test(arguments: [("gridId", "\"1\""), ("gridId", "\"\""), ("gridId", "\"OKXOKX\"")])
    func aPointLookupThatNamesNoGridSquareIsNotKept(member: String, value: String) async throws {
        let http = Routed([
            (
                "/nws/points/",
                [try Self.points(member, value), NationalWeatherServiceTests.ok("points.json")]
            ),
            ("/nws/gridpoints/OKX/33,35/stations", [NationalWeatherServiceTests.ok("stations.json")]),
            ("/nws/stations/", [NationalWeatherServiceTests.ok("observation_latest.json")]),
        ])
        let kept = NationalWeatherServiceTests.Kept()
        let error = await #expect(throws: WeatherError.self) {
            try await Self.service(http, kept: kept).currentWeather(at: Recorded.newYork)
        }
        #expect(
            error
                == .unreadableResponse(detail: "the NWS point lookup names no grid square wxapp can ask for"))
        #expect(kept.replies.withLock { $0.isEmpty })

        // The next run asks again, and keeps the good lookup.
        let weather = try await Self.service(http, kept: kept).currentWeather(at: Recorded.newYork)
        #expect(weather.station?.identifier == "KNYC")
        #expect(http.paths.filter { $0.hasPrefix("/nws/points/") }.count == 2)
        #expect(kept.replies.withLock { $0.keys.contains { $0.hasSuffix("/points/40.7128,-74.006") } })
    }

    /// A lookup kept by an earlier wxapp that this one refuses is asked for again, not refused for good.
    @Test func aKeptPointLookupThatIsRefusedIsAskedForAgain() async throws {
        let kept = NationalWeatherServiceTests.Kept()
        let url = "http://127.0.0.1:9/nws/points/40.7128,-74.006"
        try await kept.store.keep(
            KeptReply(
                url: url, body: try Self.points("gridId", "\"1\"").body, expires: .distantFuture,
                lastModified: nil, keptAt: Self.now))
        let http = Routed(NationalWeatherServiceTests.weatherRoutes)
        let weather = try await Self.service(http, kept: kept).currentWeather(at: Recorded.newYork)
        #expect(weather.station?.identifier == "KNYC")
        #expect(http.paths.first == "/nws/points/40.7128,-74.006")
        #expect(kept.replies.withLock { $0[url]?.body } == (try Recorded.fixture("points.json")))
    }

    @Test func aStationListWithNoStationIsNotKept() async throws {
        let empty = HTTPResponse(
            statusCode: 200, headers: [:], body: Data(#"{"type":"FeatureCollection","features":[]}"#.utf8))
        let http = Routed([
            ("/nws/points/", [NationalWeatherServiceTests.ok("points.json")]),
            ("/nws/gridpoints/OKX/33,35/stations", [empty, NationalWeatherServiceTests.ok("stations.json")]),
            ("/nws/stations/", [NationalWeatherServiceTests.ok("observation_latest.json")]),
        ])
        let kept = NationalWeatherServiceTests.Kept()
        let error = await #expect(throws: WeatherError.self) {
            try await Self.service(http, kept: kept).currentWeather(at: Recorded.newYork)
        }
        #expect(error == .unreadableResponse(detail: "the NWS lists no observation station near the point"))
        _ = try await Self.service(http, kept: kept).currentWeather(at: Recorded.newYork)
        #expect(http.paths.filter { $0.hasSuffix("/stations") }.count == 2)
    }

    /// Central Park, LaGuardia and Newark, the three nearest stations, each with its latest observation.
    func latest(_ knyc: HTTPResponse, _ klga: HTTPResponse, _ kewr: HTTPResponse) async throws
        -> CurrentWeather
    {
        let http = Routed([
            ("/nws/points/", [NationalWeatherServiceTests.ok("points.json")]),
            ("/nws/gridpoints/OKX/33,35/stations", [NationalWeatherServiceTests.ok("stations.json")]),
            ("/nws/stations/KNYC/", [knyc]), ("/nws/stations/KLGA/", [klga]), ("/nws/stations/KEWR/", [kewr]),
        ])
        return try await Self.service(http, kept: NationalWeatherServiceTests.Kept()).currentWeather(
            at: Recorded.newYork)
    }

    @Test func whenNoStationIsRecentTheNewestObservationStands() async throws {
        let weather = try await latest(
            try Self.observation("KNYC", hoursAgo: 30), try Self.observation("KLGA", hoursAgo: 3),
            try Self.observation("KEWR", hoursAgo: 4))
        #expect(weather.station?.identifier == "KLGA")
        #expect(weather.observedAt == Self.now.addingTimeInterval(-3 * 3_600))
    }

    @Test func anObservationWithATemperatureStandsBeforeANewerOneWithout() async throws {
        let weather = try await latest(
            try Self.observation("KNYC", hoursAgo: 0.5, temperature: false),
            try Self.observation("KLGA", hoursAgo: 3), NationalWeatherServiceTests.status(500))
        #expect(weather.station?.identifier == "KLGA")
        #expect(weather.temperature != nil)
    }

    @Test func anObservationDatedAheadOfNowIsPassedOver() async throws {
        let weather = try await latest(
            try Self.observation("KNYC", hoursAgo: -20), try Self.observation("KLGA", hoursAgo: 0.35),
            try Self.observation("KEWR", hoursAgo: 1))
        #expect(weather.station?.identifier == "KLGA")

        // A few minutes ahead is the stations' clocks, not the future.
        let skewed = try await latest(
            try Self.observation("KNYC", hoursAgo: -0.1), try Self.observation("KLGA", hoursAgo: 0.35),
            try Self.observation("KEWR", hoursAgo: 1))
        #expect(skewed.station?.identifier == "KNYC")
    }

    @Test func whenEveryObservationIsDatedAheadNoneIsShown() async throws {
        let error = await #expect(throws: WeatherError.self) {
            try await latest(
                try Self.observation("KNYC", hoursAgo: -20), try Self.observation("KLGA", hoursAgo: -2),
                try Self.observation("KEWR", hoursAgo: -1))
        }
        #expect(
            error
                == .unreadableResponse(
                    detail: "KNYC's latest observation is dated 1200 min ahead of this machine's clock"))
    }
}

/// NWS grids realign without notice: a point lookup is kept a week, and a kept square that answers 404 is
/// looked up again at once.
struct NationalWeatherServiceRealignmentTests {
    typealias Routed = NationalWeatherServiceTests.RoutedHTTPClient
    typealias Recorded = NationalWeatherServiceRecordedReplyTests

    static let notFound = HTTPResponse(
        statusCode: 404,
        body: Data(
            #"{"type":"https://api.weather.gov/problems/NotFound","title":"Not Found","status":404}"#.utf8))

    /// The point lookup of the recorded reply, its square moved to OKX 34,35.
    static var realigned: HTTPResponse {
        let text = String(decoding: (try? Recorded.fixture("points.json")) ?? Data(), as: UTF8.self)
        return HTTPResponse(
            statusCode: 200, body: Data(text.replacing(#""gridX": 33"#, with: #""gridX": 34"#).utf8))
    }

    @Test func aKeptSquareThatIsGoneIsLookedUpAgainAtOnce() async throws {
        let http = Routed([
            ("/nws/points/", [NationalWeatherServiceTests.ok("points.json"), Self.realigned]),
            (
                "/nws/gridpoints/OKX/33,35/stations",
                [NationalWeatherServiceTests.ok("stations.json"), Self.notFound]
            ),
            ("/nws/gridpoints/OKX/34,35/stations", [NationalWeatherServiceTests.ok("stations.json")]),
            ("/nws/stations/", [NationalWeatherServiceTests.ok("observation_latest.json")]),
        ])
        let kept = NationalWeatherServiceTests.Kept()
        _ = try await NationalWeatherServiceTests.service(http, kept: kept).currentWeather(
            at: Recorded.newYork)

        // Two days on, the kept square's stations answer 404: the grid has realigned.
        let later = NationalWeatherServiceTests.now.addingTimeInterval(2 * 86_400)
        let weather = try await NationalWeatherServiceTests.service(http, kept: kept, now: later)
            .currentWeather(at: Recorded.newYork)

        #expect(weather.station?.identifier == "KNYC")
        let squares = http.paths.filter { $0.hasPrefix("/nws/points/") || $0.hasPrefix("/nws/gridpoints/") }
        #expect(
            squares == [
                "/nws/points/40.7128,-74.006", "/nws/gridpoints/OKX/33,35/stations",
                "/nws/gridpoints/OKX/33,35/stations", "/nws/points/40.7128,-74.006",
                "/nws/gridpoints/OKX/34,35/stations",
            ])
        // The new lookup and its stations are the ones kept from now on.
        let asked = http.paths.count
        _ = try await NationalWeatherServiceTests.service(http, kept: kept, now: later)
            .currentWeather(at: Recorded.newYork)
        #expect(
            !http.paths.dropFirst(asked).contains { $0.hasPrefix("/nws/points/") || $0.contains("33,35") })
    }

    @Test func aSquareLookedUpJustNowThatIsGoneIsNotLookedUpAgain() async throws {
        let http = Routed([
            ("/nws/points/", [NationalWeatherServiceTests.ok("points.json")]),
            ("/nws/gridpoints/OKX/33,35/stations", [Self.notFound]),
        ])

        let error = await #expect(throws: WeatherError.self) {
            try await NationalWeatherServiceTests.service(http).currentWeather(at: Recorded.newYork)
        }

        #expect(error == NationalWeatherService.squareGone(.init(office: "OKX", x: 33, y: 35)))
        #expect(error?.invitesFailover == true)
        #expect(http.paths.filter { $0.hasPrefix("/nws/points/") }.count == 1, "no request wasted")
    }

    @Test func aPointLookupIsAskedAgainAfterAWeek() async throws {
        let http = Routed(NationalWeatherServiceTests.weatherRoutes)
        let kept = NationalWeatherServiceTests.Kept()
        let now = NationalWeatherServiceTests.now
        for days in [0.0, 6.9, 7.1] {
            _ = try await NationalWeatherServiceTests.service(
                http, kept: kept, now: now.addingTimeInterval(days * 86_400)
            )
            .currentWeather(at: Recorded.newYork)
        }

        #expect(http.paths.filter { $0.hasPrefix("/nws/points/") }.count == 2, "\(http.paths)")
    }
}
