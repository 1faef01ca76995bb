import Domain
import Foundation
import Infrastructure
import Logging
import Testing

@testable import MetNorwayProvider
@testable import NationalWeatherServiceProvider
@testable import OpenMeteoProvider
@testable import OpenWeatherMapProvider
@testable import ProviderKit
@testable import WeatherData

/// Every number of every provider's reply, and every time, replaced in turn by a hostile value (NaN as
/// text and as a bare literal, ±Infinity, ±1e308, 0, the bounds ±1; times in 1900, 9999, −1 and now ±50
/// years), in both geocoders' replies too: wxapp never traps, the outcome is a plausible value, a missing
/// one or an unreadable reply, and whatever is kept reads back inside the bounds.
// One reply at a time: each case is busy for a while, and a second at once would hold the other thread of a
// two-core machine from the tests that serve replies on loopback.
@Suite(.serialized) struct HostileValueTests {
    /// A real-shaped reply, the moment it is read at, and how wxapp reads it: the service call and the
    /// check the repositories make, returning the value as it would be kept.
    struct Reply: Sendable, CustomTestStringConvertible {
        let name: String
        let body: String
        let now: Date
        let read: @Sendable (_ http: StubHTTPClient, _ now: Date) async throws(WeatherError) -> Kept
        var testDescription: String { name }
    }

    enum Kept: Sendable {
        case weather(CurrentWeather)
        case forecast(Forecast)
        case air(AirQuality)
        case measured([ClimateNormals.Measured])
        case alerts([WeatherAlert])
        case places([Place])
    }

    static let point = Coordinates(latitude: 35.7, longitude: 139.6875)!
    static let logger = Logger(label: "test") { _ in SwiftLogNoOpLogHandler() }
    static let base = URL(string: "https://api.example.test")!

    static func openMeteo(_ http: StubHTTPClient) -> OpenMeteoService {
        OpenMeteoService(
            forecastURL: base, geocodingURL: base, http: http, monitor: StubNetworkMonitor(), logger: logger)
    }

    static func openWeatherMap(_ http: StubHTTPClient) -> OpenWeatherMapService {
        OpenWeatherMapService(
            baseURL: base, apiKey: "key", http: http, monitor: StubNetworkMonitor(), logger: logger)
    }

    /// Fails with the reason the repositories give when the check finds a value outside the bounds.
    static func checked<T>(_ value: T, _ problem: String?) throws(WeatherError) -> T {
        if let problem { throw .unreadableResponse(detail: problem) }
        return value
    }

    static let replies: [Reply] = [
        Reply(
            name: "OpenWeatherMap current", body: JSONFixtures.fullWeather,
            now: Date(timeIntervalSince1970: 1_717_815_900)
        ) { http, now throws(WeatherError) in
            let weather = try await openWeatherMap(http).currentWeather(at: point)
            return .weather(try checked(weather, weather.implausibility(at: now)))
        },
        Reply(
            name: "OpenWeatherMap forecast", body: openWeatherMapForecast,
            now: Date(timeIntervalSince1970: Double(ForecastJSONFixtures.start))
        ) { http, now throws(WeatherError) in
            let forecast = try await openWeatherMap(http).forecast(at: point)
            return .forecast(try checked(forecast, forecast.implausibility(at: now)))
        },
        Reply(
            name: "Open-Meteo current", body: OpenMeteoFixtures.current,
            now: Date(timeIntervalSince1970: 1_717_815_900)
        ) { http, now throws(WeatherError) in
            let weather = try await openMeteo(http).currentWeather(at: point)
            return .weather(try checked(weather, weather.implausibility(at: now)))
        },
        Reply(
            name: "Open-Meteo forecast", body: OpenMeteoFixtures.hourly,
            now: Date(timeIntervalSince1970: 1_717_815_900)
        ) { http, now throws(WeatherError) in
            let forecast = try await openMeteo(http).forecast(at: point)
            return .forecast(try checked(forecast, forecast.implausibility(at: now)))
        },
        Reply(
            name: "Open-Meteo air quality", body: airQuality, now: Date(timeIntervalSince1970: 1_795_590_000)
        ) {
            http, now throws(WeatherError) in
            let air = try await OpenMeteoAirQualityService(
                baseURL: base, http: http, monitor: StubNetworkMonitor(), logger: logger
            ).airQuality(at: point)
            return .air(try checked(air, air.implausibility(at: now)))
        },
        Reply(name: "Open-Meteo archive", body: archive, now: Date(timeIntervalSince1970: 1_795_590_000)) {
            http, _ throws(WeatherError) in
            let measured = try await OpenMeteoArchiveService(
                baseURL: base, http: http, monitor: StubNetworkMonitor(), logger: logger
            ).measuredDays(at: point)
            return .measured(try checked(measured, ClimateNormals.implausibility(of: measured)))
        },
        Reply(name: "MET Norway forecast", body: MetNorwayServiceTests.reply, now: MetNorwayServiceTests.now)
        {
            http, now throws(WeatherError) in
            let service = MetNorwayService(
                baseURL: base, http: http, monitor: StubNetworkMonitor(),
                replies: MetNorwayServiceTests.Kept().store,
                clock: FixedClock(now), offsets: MetNorwayServiceTests.FixedOffsets(),
                userAgent: "wxapp/0.1.0 (+test@example.org)", logger: logger)
            let weather = try await service.currentWeather(at: MetNorwayServiceTests.oslo)
            _ = try checked(weather, weather.implausibility(at: now))
            let forecast = try await service.forecast(at: MetNorwayServiceTests.oslo)
            return .forecast(try checked(forecast, forecast.implausibility(at: now)))
        },
        Reply(name: "OpenWeatherMap geocoding", body: JSONFixtures.geocodingParis, now: .now) {
            http, _ throws(WeatherError) in
            .places(try await openWeatherMap(http).places(matching: try PlaceQuery("Paris"), limit: 5))
        },
        Reply(name: "Open-Meteo geocoding", body: OpenMeteoFixtures.geocoding, now: .now) {
            http, _ throws(WeatherError) in
            .places(try await openMeteo(http).places(matching: try PlaceQuery("Paris"), limit: 5))
        },
        Reply(name: "NWS alerts", body: nwsAlerts, now: Date(timeIntervalSince1970: 1_795_590_000)) {
            http, now throws(WeatherError) in
            let alerts = try await NationalWeatherServiceAlerts.service(
                baseURL: base, http: http, monitor: StubNetworkMonitor(), logger: logger
            ).alerts(at: point)
            return .alerts(try checked(alerts, alerts.implausibility(at: now)))
        },
        Reply(name: "MET Norway alerts", body: metAlerts, now: Date(timeIntervalSince1970: 1_795_590_000)) {
            http, now throws(WeatherError) in
            let alerts = try await MetNorwayAlerts.service(
                baseURL: base, http: http, monitor: StubNetworkMonitor(), logger: logger
            ).alerts(at: point)
            return .alerts(try checked(alerts, alerts.implausibility(at: now)))
        },
    ]

    /// The first six of Tokyo's 40 steps, which between them have every field a step can have.
    static let openWeatherMapForecast = """
        {"cod":"200","message":0,"cnt":6,"list":[\((0..<6).map(ForecastJSONFixtures.step).joined(separator: ","))],
         "city":{"id":1850147,"name":"Shuzenji","coord":{"lat":35.6895,"lon":139.6917},"country":"JP",
           "population":12445327,"timezone":32400,"sunrise":1714506480,"sunset":1714555860}}
        """

    static let airQuality = """
        {"latitude":35.7,"longitude":139.6875,"utc_offset_seconds":32400,
         "current":{"time":1795586400,"interval":3600,"european_aqi":41,"us_aqi":49,"pm10":12.3,"pm2_5":8.1,
           "ozone":55.0,"nitrogen_dioxide":12.6,"uv_index":2.0,"alder_pollen":0.0,"birch_pollen":12.0,
           "grass_pollen":3.5,"mugwort_pollen":0.0,"olive_pollen":0.0,"ragweed_pollen":0.0},
         "hourly":{"time":[1795582800,1795586400,1795590000],"uv_index":[1.0,2.0,3.0]}}
        """

    static let archive = """
        {"latitude":35.7,"longitude":139.6875,"utc_offset_seconds":32400,
         "daily_units":{"time":"iso8601","temperature_2m_max":"°C","temperature_2m_min":"°C"},
         "daily":{"time":["1991-01-01","1991-01-02","2020-12-31"],"temperature_2m_max":[9.8,10.4,11.0],
           "temperature_2m_min":[1.2,2.5,3.1]}}
        """

    static let nwsAlerts = """
        {"type":"FeatureCollection","features":[{"type":"Feature","properties":{"event":"Wind Advisory",
         "severity":"Minor","headline":"Wind Advisory issued","senderName":"NWS Boulder CO",
         "onset":"2026-11-25T06:00:00-07:00","effective":"2026-11-25T05:30:00-07:00",
         "ends":"2026-11-25T18:00:00-07:00","expires":"2026-11-25T18:00:00-07:00"}}]}
        """

    static let metAlerts = """
        {"type":"FeatureCollection","features":[{"type":"Feature",
         "properties":{"event":"gale","eventAwarenessName":"Gale","severity":"Moderate","title":"Gale, yellow"},
         "when":{"interval":["2026-11-25T06:00:00+00:00","2026-11-25T20:00:00+00:00"]}}],"lang":"en"}
        """

    /// Hostile numbers: NaN as text and as a bare literal, the infinities as literals, the largest doubles,
    /// zero, and each kind's bounds ±1 in the units the services use (K, °C, %, hPa, m/s, °, mm).
    static let numbers =
        [#""NaN""#, "NaN", "Infinity", "-Infinity", "1e308", "-1e308", "1e19", "0", "-0.0", "-1", "-5"]
        + ["149", "151", "349", "351", "-124.15", "-122.15", "75.85", "77.85", "99", "101", "799", "801"]
        + ["1099", "1101", "359", "361", "1999", "2001", "-43201", "50401", "1000000000"]

    /// Hostile times as seconds since 1970: −1, 1900, 9999, and 50 years either side of the reply's now.
    static func epochTimes(now: Date) -> [String] {
        let fifty = 50 * 365.25 * 86_400
        return ["-1", "-2208988800", "253402300799"]
            + [now.timeIntervalSince1970 - fifty, now.timeIntervalSince1970 + fifty].map { String(Int($0)) }
    }

    /// The same as ISO 8601 texts, for the replies that write times as text.
    static func textTimes(now: Date) -> [String] {
        let fifty = 50 * 365.25 * 86_400
        let style = Date.ISO8601FormatStyle()
        return [
            "1900-01-01T00:00:00Z", "9999-12-31T23:59:59Z", "-0001-01-01T00:00:00Z", "1969-12-31T23:59:59Z",
        ]
            + [now.addingTimeInterval(-fifty), now.addingTimeInterval(fifty)].map { $0.formatted(style) }
    }

    /// Where each bare number (outside strings) and each time text lies in `body`.
    static func targets(in body: String) -> (numbers: [Range<String.Index>], texts: [Range<String.Index>]) {
        var numbers: [Range<String.Index>] = []
        var texts: [Range<String.Index>] = []
        var index = body.startIndex
        while index < body.endIndex {
            let character = body[index]
            if character == "\"" {
                var end = body.index(after: index)
                while end < body.endIndex, body[end] != "\"" {
                    if body[end] == "\\" { end = body.index(after: end) }
                    end = body.index(after: end)
                }
                let inner = body.index(after: index)..<end
                // A date or time text ("1991-01-01", "2026-11-25T06:00:00Z"), not a key.
                if body[inner].prefix(11).range(of: #"^\d{4}-\d{2}-\d{2}"#, options: .regularExpression)
                    != nil
                {
                    texts.append(inner)
                }
                index = end < body.endIndex ? body.index(after: end) : end
            } else if character == "-" || character.isNumber {
                var end = index
                while end < body.endIndex, "+-.0123456789eE".contains(body[end]) {
                    end = body.index(after: end)
                }
                numbers.append(index..<end)
                index = end
            } else {
                index = body.index(after: index)
            }
        }
        return (numbers, texts)
    }
}
