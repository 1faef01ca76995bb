import Domain
import Foundation
import Infrastructure
import Logging
import PropertyBased
import Synchronization
import Testing

@testable import OpenMeteoProvider
@testable import OpenWeatherMapProvider
@testable import WeatherData

/// Whatever the service sends, the decoders and the plausibility check either give sound Domain values or an
/// "unreadable" error.
struct DTOPropertyTests {
    static func service(replying body: String) -> OpenWeatherMapService {
        OpenWeatherMapService(
            baseURL: URL(string: "https://api.example.org")!, apiKey: "key",
            http: StubHTTPClient(body: body), monitor: StubNetworkMonitor(),
            logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() })
    }

    static let condition: Generator<JSONFragment, AnySequence<Any>> = zip(
        JSONFragment.integer(200...804), JSONFragment.string, JSONFragment.string
    )
    .map { id, main, description in
        JSONFragment.object([
            ("id", id), ("main", main), ("description", description), ("icon", .text("\"04d\"")),
        ])
    }.eraseToAny()

    static let main: Generator<JSONFragment, AnySequence<Any>> = zip(
        JSONFragment.number(180...340), JSONFragment.number(180...340), JSONFragment.number(870...1_090),
        JSONFragment.number(0...100)
    ).map { temp, feelsLike, pressure, humidity in
        JSONFragment.object([
            ("temp", temp), ("feels_like", feelsLike), ("temp_min", temp), ("temp_max", temp),
            ("pressure", pressure), ("humidity", humidity),
        ])
    }.eraseToAny()

    static let wind: Generator<JSONFragment, AnySequence<Any>> = zip(
        JSONFragment.number(0...60), JSONFragment.number(0...360), JSONFragment.number(0...90)
    )
    .map { speed, deg, gust in JSONFragment.object([("speed", speed), ("deg", deg), ("gust", gust)]) }
    .eraseToAny()

    static let currentWeather: Generator<String, AnySequence<Any>> = zip(
        condition.array(of: 0...3), main, wind, JSONFragment.number(0...10_000), JSONFragment.number(0...100),
        JSONFragment.number(1.7e9...1.8e9), JSONFragment.integer(-43_200...50_400)
    ).map { conditions, main, wind, visibility, rain, dt, timezone in
        JSONFragment.object([
            ("weather", .text("[" + conditions.map(\.description).joined(separator: ",") + "]")),
            ("main", main), ("wind", wind), ("visibility", visibility),
            ("rain", .object([("1h", rain)])), ("clouds", .object([("all", rain)])), ("dt", dt),
            ("timezone", timezone), ("cod", .text("200")),
        ]).description
    }.eraseToAny()

    @Test func anyCurrentWeatherReplyGivesSoundValuesOrIsUnreadable() async {
        let outcomes = Mutex((decoded: 0, unreadable: 0))
        // Every numeric field is odd one time in four, and an odd reading makes the reply unreadable.
        await propertyCheck(count: 800, input: Self.currentWeather) { body in
            do throws(WeatherError) {
                let weather = try await Self.service(replying: body).currentWeather(
                    at: Coordinates(latitude: 1, longitude: 2)!)
                // What the repository does with every reply: an implausible one is unreadable.
                if let problem = weather.implausibility(at: Date(timeIntervalSince1970: 1.8e9)) {
                    throw WeatherError.unreadableResponse(detail: problem)
                }
                outcomes.withLock { $0.decoded += 1 }
                for temperature in [weather.temperature, weather.feelsLike, weather.minimum, weather.maximum]
                {
                    #expect(temperature.map { (150...350).contains($0.kelvin) } ?? true, "\(body)")
                }
                #expect(weather.humidity.map { (0...100).contains($0.percent) } ?? true, "\(body)")
                #expect(weather.pressure.map { (800...1_100).contains($0.hectopascals) } ?? true, "\(body)")
                #expect(
                    weather.wind.speed.map { $0.metresPerSecond >= 0 && $0.metresPerSecond.isFinite } ?? true)
                for optional in [
                    weather.wind.gust?.metresPerSecond, weather.visibility?.metres,
                    weather.clouds?.coverPercent,
                    weather.rain?.millimetres,
                ] {
                    #expect(optional.map { $0 >= 0 && $0.isFinite } ?? true, "\(body)")
                }
                #expect(weather.wind.directionDegrees.map(\.isFinite) ?? true, "\(body)")
            } catch {
                outcomes.withLock { $0.unreadable += 1 }
                guard case .unreadableResponse = error else {
                    Issue.record("\(body) failed with \(error), not as unreadable data")
                    return
                }
            }
        }
        let (decoded, unreadable) = outcomes.withLock { $0 }
        #expect(
            decoded > 10 && unreadable > 10, "the generator covers both outcomes: \(decoded), \(unreadable)")
    }

    @Test func arbitraryBytesAreUnreadableNeverACrash() async {
        await propertyCheck(count: 200, input: Gen.uint8(in: 0...255).array(of: 0...200)) { bytes in
            let body = String(decoding: bytes, as: UTF8.self)
            let error = await #expect(throws: WeatherError.self) {
                _ = try await Self.service(replying: body).currentWeather(
                    at: Coordinates(latitude: 1, longitude: 2)!)
            }
            if case .unreadableResponse = error {
            } else {
                Issue.record("\(bytes) gave \(String(describing: error))")
            }
        }
    }

    static let geocodingEntry: Generator<JSONFragment, AnySequence<Any>> = zip(
        JSONFragment.string, JSONFragment.number(-100...100), JSONFragment.number(-200...200),
        Gen<String?>.element(of: ["\"JP\"", "\"jp\"", "\"J\"", "\"JPN\"", "\"\"", "7"]).map {
            JSONFragment.text($0!)
        }
    ).map { name, lat, lon, country in
        JSONFragment.object([("name", name), ("lat", lat), ("lon", lon), ("country", country)])
    }.eraseToAny()

    @Test func anyGeocodingReplyGivesUsablePlacesOrIsUnreadable() async {
        let found = Mutex(0)
        await propertyCheck(count: 300, input: Self.geocodingEntry.array(of: 0...4)) { entries in
            let body = "[" + entries.map(\.description).joined(separator: ",") + "]"
            do throws(WeatherError) {
                let places = try await Self.service(replying: body).places(
                    matching: try PlaceQuery("x"), limit: 5)
                found.withLock { $0 += places.count }
                #expect(places.count <= entries.count)
                for place in places {
                    #expect(
                        place.countryCode.count == 2 && place.countryCode == place.countryCode.uppercased())
                    #expect(abs(place.coordinates.latitude) <= 90 && abs(place.coordinates.longitude) <= 180)
                    #expect(place.name == place.name.precomposedStringWithCanonicalMapping)
                }
            } catch {
                guard case .unreadableResponse = error.cause else {
                    Issue.record("\(body) failed with \(error), not as unreadable data")
                    return
                }
            }
        }
        #expect(found.withLock { $0 } > 10, "some generated entries are usable places")
    }

    /// Open-Meteo's geocoding results: a population, which wxapp does not read, may hold anything.
    @Test(arguments: ["1.5", "true", "{}", #""many""#])
    func aSearchResultsPopulationMayHoldAnything(value: String) throws {
        let reply = OpenMeteoFixtures.geocoding.replacingOccurrences(
            of: #""population":24782"#, with: #""population":\#(value)"#)
        #expect(reply != OpenMeteoFixtures.geocoding)
        let results =
            try JSONDecoder().decode(OpenMeteoGeocodingDTO.self, from: Data(reply.utf8)).results ?? []
        #expect(results.compactMap { $0.toDomain() }.map(\.region) == ["Île-de-France", "Texas"])
    }

    /// `text` with each of `members` (`"cod":200`, …) given `value` in place of its own; each must stand in
    /// `text`, so that a fixture that changes cannot leave a member untried.
    static func giving(_ value: String, to members: [String], in text: String) throws -> String {
        var text = text
        for member in members {
            try #require(text.contains(member), "\(member) is in the fixture")
            let name = member.prefix { $0 != ":" }
            text = text.replacingOccurrences(of: member, with: "\(name):\(value)")
        }
        return text
    }

    /// The members wxapp does not read may hold anything: a reply is not made unreadable by a value wxapp
    /// never uses. Current weather: `cod`, `name`, `sys.type`, `sys.country`.
    @Test(arguments: ["1.5", "true", "{}", "[1]", "null", #""x""#])
    func currentWeatherMembersNotReadMayHoldAnything(value: String) throws {
        let reply = try Self.giving(
            value, to: [#""cod":200"#, #""name":"Shuzenji""#, #""type":2"#, #""country":"JP""#],
            in: JSONFixtures.fullWeather)
        let weather = try JSONDecoder().decode(CurrentWeatherDTO.self, from: Data(reply.utf8)).toDomain()
        #expect(weather.temperature?.kelvin == 291.15)
    }

    /// The forecast: `cod`, the city's `name`, `country` and `population`.
    @Test(arguments: ["1.5", "true", "{}", "[1]", "null", #""x""#])
    func forecastMembersNotReadMayHoldAnything(value: String) throws {
        let reply = try Self.giving(
            value,
            to: [#""cod":"200""#, #""name":"Shuzenji""#, #""country":"JP""#, #""population":12445327"#],
            in: ForecastJSONFixtures.tokyoForty)
        let forecast = try JSONDecoder().decode(ForecastDTO.self, from: Data(reply.utf8)).toDomain()
        #expect(forecast.entries.count == 40)
        #expect(forecast.utcOffsetSeconds == 32_400)
    }

    /// The geocoder's entries: `local_names`.
    @Test(arguments: ["1.5", "true", "[1]", "null", #""x""#])
    func geocodingMembersNotReadMayHoldAnything(value: String) throws {
        let reply = try Self.giving(
            value, to: [#""local_names":{"fr":"Paris","en":"Paris"}"#], in: JSONFixtures.geocodingParis)
        let places = try JSONDecoder().decode([GeocodingDTO].self, from: Data(reply.utf8)).compactMap {
            $0.toDomain()
        }
        #expect(places.map(\.region) == ["Ile-de-France", "Texas"])
    }
}
