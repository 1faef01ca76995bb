import Foundation
import Testing

/// Forecasts that a service got wrong are said to be wrong, in words that fit the case.
@Suite(.serialized) struct ForecastTruthTests {
    /// An OpenWeatherMap forecast body of `steps` 3-hour steps from `start`, with or without its city block.
    static func body(start: Int, steps: Int = 16, city: Bool) -> String {
        let list = (0..<steps).map { step in
            #"{"dt":\#(start + step * 10_800),"main":{"temp":\#(280 + step)},"weather":[{"id":800,"main":"Clear","description":"clear sky","icon":"01d"}]}"#
        }
        let cityBlock = city ? #","city":{"name":"Shuzenji","country":"JP","timezone":32400}"# : ""
        return #"{"cod":"200","cnt":\#(steps),"list":[\#(list.joined(separator: ","))]\#(cityBlock)}"#
    }

    /// Fetched just now, yet over before today: the service's fault (65), not a stale cache's (69).
    @Test func aFreshForecastThatEndsBeforeTodayIsTheServicesFault() async throws {
        try await Sandbox.run { sandbox in
            #expect(try await sandbox.wxapp("add", "Japan").exitCode == 0)
            await sandbox.server.setFault(
                .status(200, body: Self.body(start: 1_577_836_800, city: true)), for: .forecast)

            let forecast = try await sandbox.wxapp("forecast", "Japan")

            #expect(forecast.exitCode == 65, "\(forecast)")
            #expect(
                forecast.stderr
                    == "wxapp: The weather service sent a forecast for Tokyo, JP that ends before today. "
                    + "Try again later, and report it if it keeps happening.\n", "\(forecast)")
            #expect(forecast.stdout.isEmpty)
        }
    }

    /// Without `city.timezone`, days are cut at the place's midnight as its saved current reading gives
    /// the offset, not at UTC's.
    @Test func aForecastWithoutItsTimeZoneTakesThePlacesOffsetFromItsCurrentReading() async throws {
        try await Sandbox.run { sandbox in
            #expect(try await sandbox.wxapp("add", "Japan").exitCode == 0)
            let now = Int(Date().timeIntervalSince1970) / 10_800 * 10_800
            await sandbox.server.setFault(
                .status(200, body: Self.body(start: now, city: false)), for: .forecast)

            let forecast = try await sandbox.wxapp("forecast", "Japan", "--format", "json")

            #expect(forecast.exitCode == 0, "\(forecast)")
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(forecast.stdout.utf8)) as? [String: Any])
            let saved = try await sandbox.wxapp("show", "Japan", "--offline", "--format", "json")
            let weather = try #require(
                (try JSONSerialization.jsonObject(with: Data(saved.stdout.utf8)) as? [String: Any])?[
                    "weather"]
                    as? [String: Any])
            #expect(document["utcOffsetSeconds"] as? Int == weather["utcOffsetSeconds"] as? Int)
            #expect(document["utcOffsetSeconds"] as? Int != 0, "the fixture's Tokyo is at UTC+9")
        }
    }
}
