import Domain
import Foundation
import Infrastructure
import Logging
import Synchronization
import Testing

@testable import MetNorwayProvider
@testable import ProviderKit
@testable import WeatherData

/// MET Norway's service over a stand-in HTTP client: the terms that are rules (four decimals, `Expires`,
/// `If-Modified-Since` and 304, 403, 429, 203) and the replies it refuses.
struct MetNorwayServiceTests {
    /// Replies kept in memory.
    final class Kept: Sendable {
        let replies = Mutex<[String: KeptReply]>([:])
        var store: KeptReplies {
            KeptReplies(
                copy: { url in self.replies.withLock { $0[url] } },
                keep: { reply in self.replies.withLock { $0[reply.url] = reply } })
        }
    }

    /// Every place keeps UTC+1.
    struct FixedOffsets: UTCOffsetSource {
        func utcOffsetSeconds(at coordinates: Coordinates, on date: Date) -> Int? { 3_600 }
        func utcOffsetSeconds(inZone identifier: String, on date: Date) -> Int? { nil }
    }

    static let oslo = Coordinates(latitude: 59.913_868_5, longitude: 10.752_245_1)!
    static let now = Date(timeIntervalSince1970: 1_795_591_200)  // 2026-11-25 07:20 UTC

    /// A reply of three hourly steps from 07:00 UTC and one six-hourly step.
    static let reply = """
        {"type":"Feature","geometry":{"type":"Point","coordinates":[10.7522,59.9139,11]},
         "properties":{"meta":{"updated_at":"2026-11-25T06:40:00Z","units":{"air_temperature":"celsius",
           "air_pressure_at_sea_level":"hPa","relative_humidity":"%","wind_speed":"m/s","wind_from_direction":"degrees",
           "cloud_area_fraction":"%","precipitation_amount":"mm"}},
          "timeseries":[
           {"time":"2026-11-25T07:00:00Z","data":{"instant":{"details":{"air_temperature":-2.4,
             "air_pressure_at_sea_level":1021.7,"relative_humidity":88.1,"wind_speed":2.2,"wind_from_direction":35.0,
             "cloud_area_fraction":100.0,"wind_speed_of_gust":4.6}},
             "next_1_hours":{"summary":{"symbol_code":"lightsnow"},"details":{"precipitation_amount":0.3}}}},
           {"time":"2026-11-25T08:00:00Z","data":{"instant":{"details":{"air_temperature":-2.0}},
             "next_1_hours":{"summary":{"symbol_code":"cloudy"},"details":{"precipitation_amount":0.0}}}},
           {"time":"2026-11-25T09:00:00Z","data":{"instant":{"details":{"air_temperature":-1.1}},
             "next_1_hours":{"summary":{"symbol_code":"fair_day"},"details":{"precipitation_amount":0.0}},
             "next_6_hours":{"summary":{"symbol_code":"rain"},"details":{"precipitation_amount":2.0}}}},
           {"time":"2026-11-25T15:00:00Z","data":{"instant":{"details":{"air_temperature":1.5}},
             "next_6_hours":{"summary":{"symbol_code":"rain"},"details":{"precipitation_amount":1.2}}}}]}}
        """

    private static func service(_ http: StubHTTPClient, kept: Kept = Kept(), now: Date = now)
        -> MetNorwayService
    {
        MetNorwayService(
            baseURL: URL(string: "https://api.met.no")!, http: http, monitor: StubNetworkMonitor(),
            replies: kept.store,
            clock: FixedClock(now), offsets: FixedOffsets(), userAgent: "wxapp/0.1.0 (+test@example.org)",
            logger: Logger(label: "test"))
    }

    private static let headers = [
        "Expires": "Wed, 25 Nov 2026 08:00:00 GMT", "Last-Modified": "Wed, 25 Nov 2026 06:40:00 GMT",
    ]

    /// A series whose steps all lie long before now (or well after it) says nothing of now: it is
    /// unreadable, never kept as the current weather with a warning.
    @Test(arguments: ["2001-11-25", "2026-11-24", "2026-11-26"])
    func aSeriesThatDoesNotCoverNowIsUnreadable(day: String) async throws {
        let http = StubHTTPClient(body: Self.reply.replacingOccurrences(of: "2026-11-25", with: day))
        do {
            let weather = try await Self.service(http).currentWeather(at: Self.oslo)
            Issue.record("read as current: \(weather)")
        } catch {
            guard case .unreadableResponse(let detail) = error else {
                Issue.record("\(error) is not unreadable")
                return
            }
            #expect(detail.hasPrefix("no step of the MET Norway reply covers now"), "\(detail)")
        }
    }

    @Test func theStepInProgressIsTheCurrentReadingWithNothingInvented() async throws {
        let http = StubHTTPClient(body: Self.reply, headers: Self.headers)
        let weather = try await Self.service(http).currentWeather(at: Self.oslo)
        #expect(weather.observedAt == Date(timeIntervalSince1970: 1_795_590_000))
        #expect(abs((weather.temperature?.celsius ?? .nan) - -2.4) < 0.05)
        #expect(weather.pressure?.hectopascals == 1021.7 && weather.humidity?.percent == 88.1)
        #expect(weather.wind.speed?.metresPerSecond == 2.2 && weather.wind.directionDegrees == 35)
        #expect(weather.wind.gust?.metresPerSecond == 4.6 && weather.clouds?.coverPercent == 100)
        // "lightsnow" has no day or night of its own; at 07:00 UTC in late November the sun is not yet up
        // in Oslo (it rises about 07:40 UTC), so the icon is the night's.
        #expect(weather.primaryCondition?.code == 600 && weather.primaryCondition?.icon == "13n")
        #expect(weather.feelsLike == nil && weather.visibility == nil && weather.minimum == nil)
        #expect(weather.rain == nil && weather.snow == nil && weather.nowcast == nil)
        #expect(weather.provider == .metNorway && weather.utcOffsetSeconds == 3_600)
        #expect(weather.sunrise != nil && weather.sunset != nil)
        let url = try #require(http.requests.first?.url.absoluteString)
        #expect(url == "https://api.met.no/weatherapi/locationforecast/2.0/complete?lat=59.9139&lon=10.7522")
    }

    @Test func theForecastKeepsEachStepWithThePrecipitationOfItsOwnSpan() async throws {
        let http = StubHTTPClient(body: Self.reply, headers: Self.headers)
        let forecast = try await Self.service(http).forecast(at: Self.oslo)
        #expect(forecast.entries.count == 4 && forecast.provider == .metNorway)
        #expect(forecast.entries.map { $0.snow?.millimetres } == [0.3, nil, nil, nil])
        // 09:00 is followed by 15:00: its span is six hours, so it takes next_6_hours.
        #expect(forecast.entries.map { $0.rain?.millimetres } == [nil, 0.0, 2.0, 1.2])
        #expect(forecast.entries[2].primaryCondition?.summary == "Rain")
        #expect(forecast.utcOffsetIsKnown && forecast.utcOffsetSeconds == 3_600)
    }

    @Test func aKeptReplyIsUsedUntilItExpiresThenRevalidated() async throws {
        let kept = Kept()
        let first = StubHTTPClient(body: Self.reply, headers: Self.headers)
        _ = try await Self.service(first, kept: kept).currentWeather(at: Self.oslo)

        let unused = StubHTTPClient(status: 500, body: "")
        let reused = try await Self.service(unused, kept: kept).currentWeather(at: Self.oslo)
        #expect(unused.requests.isEmpty, "no request before Expires")
        #expect(abs((reused.temperature?.celsius ?? .nan) - -2.4) < 0.05)
        #expect(reused.receivedAt == Self.now, "a reply reused is as old as when it came")

        let notModified = StubHTTPClient(
            status: 304, body: "", headers: ["Expires": "Wed, 25 Nov 2026 09:00:00 GMT"])
        let revalidated = try await Self.service(notModified, kept: kept).currentWeatherService.values(
            at: [Self.oslo], demand: .refresh)[0].get()
        #expect(notModified.requests.first?.headers["If-Modified-Since"] == "Wed, 25 Nov 2026 06:40:00 GMT")
        #expect(abs((revalidated.temperature?.celsius ?? .nan) - -2.4) < 0.05)
        #expect(revalidated.receivedAt == nil, "a 304 counts as fetched now")
        let key = try #require(kept.replies.withLock { $0.keys.first })
        #expect(kept.replies.withLock { $0[key]?.expires } == Date(timeIntervalSince1970: 1_795_597_200))

        let later = Date(timeIntervalSince1970: 1_795_597_300)
        let expired = StubHTTPClient(status: 304, body: "")
        _ = try await Self.service(expired, kept: kept, now: later).currentWeather(at: Self.oslo)
        #expect(expired.requests.count == 1, "an expired reply is asked for again")
    }

    @Test func anExpiresFarAheadIsReusedForTwoHoursAtMost() async throws {
        let kept = Kept()
        let farAhead = StubHTTPClient(body: Self.reply, headers: ["Expires": "Fri, 01 Jan 2100 00:00:00 GMT"])
        _ = try await Self.service(farAhead, kept: kept).currentWeather(at: Self.oslo)

        let expires = try #require(kept.replies.withLock { $0.values.first?.expires })
        #expect(expires == Self.now.addingTimeInterval(MetNorwayService.longestReuse))
    }

    struct StatusCase: Sendable, CustomTestStringConvertible {
        let status: Int
        let headers: [String: String]
        let error: WeatherError
        var testDescription: String { "HTTP \(status)" }
    }

    static let statuses = [
        StatusCase(
            status: 403, headers: [:],
            error: .userAgentRefused(service: "MET Norway", userAgent: "wxapp/0.1.0 (+test@example.org)")),
        StatusCase(status: 429, headers: ["Retry-After": "120"], error: .rateLimited(retryAfterSeconds: 120)),
        StatusCase(status: 429, headers: [:], error: .rateLimited(retryAfterSeconds: nil)),
        StatusCase(status: 500, headers: [:], error: .serviceUnavailable(statusCode: 500)),
        StatusCase(status: 503, headers: [:], error: .serviceUnavailable(statusCode: 503)),
        StatusCase(
            status: 400, headers: [:],
            error: .unreadableResponse(detail: "MET Norway refused the request (HTTP 400)")),
        StatusCase(
            status: 304, headers: [:],
            error: .unreadableResponse(detail: "MET Norway answered 304 to a request that kept nothing")),
    ]

    @Test(arguments: statuses)
    func eachStatusIsTheErrorItMeans(_ sample: StatusCase) async throws {
        let http = StubHTTPClient(status: sample.status, body: "{}", headers: sample.headers)
        await #expect(throws: sample.error) { try await Self.service(http).currentWeather(at: Self.oslo) }
    }

    @Test func a203IsStillWeather() async throws {
        let http = StubHTTPClient(status: 203, body: Self.reply, headers: Self.headers)
        #expect(try await Self.service(http).currentWeather(at: Self.oslo).provider == .metNorway)
    }

    static let unreadable = [
        "<html>busy</html>", "{}", #"{"properties":{"timeseries":[]}}"#,
        Self.reply.replacingOccurrences(
            of: #""air_temperature":"celsius""#, with: #""air_temperature":"fahrenheit""#),
        Self.reply.replacingOccurrences(of: #""time":"2026-11-25T07:00:00Z""#, with: #""time":"yesterday""#),
        Self.reply.replacingOccurrences(of: #""air_temperature":-"#, with: #""air_temperatur":-"#)
            .replacingOccurrences(of: #""air_temperature":1"#, with: #""air_temperatur":1"#),
    ]

    @Test(arguments: unreadable)
    func aReplyThatIsNotTheForecastIsUnreadable(_ body: String) async throws {
        let http = StubHTTPClient(body: body, headers: Self.headers)
        await #expect {
            try await Self.service(http).currentWeather(at: Self.oslo)
        } throws: { error in
            guard case .unreadableResponse = error as? WeatherError else { return false }
            return true
        }
    }

    @Test(arguments: [
        (59.913_868_5, "59.9139"), (-33.868_82, "-33.8688"), (0.000_04, "0"), (-0.000_06, "-0.0001"),
        (10.5, "10.5"),
        (-180, "-180"), (89.999_99, "90"),
    ])
    func coordinatesHaveAtMostFourDecimals(_ value: Double, _ text: String) {
        #expect(MetNorwayService.fourDecimals(value) == text)
    }
}
