import Foundation
import Testing

/// With no OpenWeatherMap key, wxapp works against Open-Meteo, here a loopback server shaped like it.
@Suite(.serialized) struct OpenMeteoTests {
    /// The sandbox without a key, its Open-Meteo pointed at `url`.
    private static func keyless(_ sandbox: Sandbox, _ url: String) {
        sandbox.environment["OPENWEATHER_API_KEY"] = nil
        sandbox.environment["WXAPP_OPENMETEO_URL"] = url
    }

    @Test func withoutAKeyACityIsFetchedFromOpenMeteoAndCreditedToIt() async throws {
        try await Sandbox.run { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                Self.keyless(sandbox, url)

                let add = try await sandbox.wxapp("add", "Tokyo", "--format", "plain", "--icons", "none")
                #expect(add.exitCode == 0, "\(add)")
                #expect(
                    WalkthroughTests.observedTimeless(add.stdout) == """
                        Tokyo, JP
                        Overcast clouds
                        Temperature: 22°C
                        Feels like: 21°C
                        High / low: 24°C / 17°C
                        Pressure: 1011 hPa
                        Humidity: 60%
                        Dew point: 13°C
                        Wind: 2.5 m/s from E (90°)
                        Gusts: 4.0 m/s
                        Clouds: 90%
                        Visibility: 20.0 km
                        Next 2 h: No rain in the next two hours (interpolated from hourly data here)
                        Sunrise: 04:40 local time
                        Sunset: 19:03 local time
                        Daylight: (sky)
                        Moon: (sky)
                        Observed: (time) local time (UTC+09:00)
                        Age: observed just now; fetched just now
                        Source: Open-Meteo

                        """, "\(add)")
                #expect(add.stderr.isEmpty, "\(add)")
                let requests = await meteo.requests
                #expect(requests.map(\.path) == ["/v1/forecast"], "Tokyo comes from the gazetteer")
                #expect(
                    requests.first?.query["appid"] == nil && requests.first?.query["wind_speed_unit"] == "ms")
                #expect(await sandbox.server.requests.isEmpty, "OpenWeatherMap is not asked")

                let json = try await sandbox.wxapp("show", "Tokyo", "--offline", "--format", "json")
                let object = try #require(try ReportDocument.object(json.stdout) as? [String: Any])
                #expect(object["provider"] as? String == "openmeteo", "\(json)")
                let weather = try #require(object["weather"] as? [String: Any])
                let condition = try #require(weather["condition"] as? [String: Any])
                #expect(condition["code"] as? Int == 804 && condition["summary"] as? String == "Clouds")
            }
        }
    }

    @Test func aPlaceTheGazetteerLacksIsGeocodedByOpenMeteo() async throws {
        try await Sandbox.run { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                Self.keyless(sandbox, url)

                let add = try await sandbox.wxapp("add", "Kinosaki", "--format", "json")
                #expect(add.exitCode == 0, "\(add)")
                let places = try ReportDocument.places(add.stdout)
                #expect(places.map(\.name) == ["Kinosaki"] && places.map(\.country) == ["JP"], "\(add)")
                let paths = await meteo.requests.map(\.path)
                #expect(paths == ["/v1/search", "/v1/forecast"])
                #expect(await meteo.requests.first?.query["name"] == "Kinosaki")

                let missing = try await sandbox.wxapp("add", "Narnia")
                #expect(missing.exitCode == 66, "\(missing)")
            }
        }
    }

    @Test func theForecastComesFromOpenMeteoInItsOwnHourlySteps() async throws {
        try await Sandbox.run { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                Self.keyless(sandbox, url)
                #expect(try await sandbox.wxapp("add", "London,GB").exitCode == 0)

                let forecast = try await sandbox.wxapp("forecast", "London", "--format", "json")
                #expect(forecast.exitCode == 0, "\(forecast)")
                let hourly = await meteo.requests.first { $0.query["hourly"] != nil }
                #expect(hourly?.query["forecast_days"] == "16", "\(forecast)")
                let document = try #require(try ReportDocument.object(forecast.stdout) as? [String: Any])
                let times = try #require(document["entries"] as? [[String: Any]]).compactMap {
                    ($0["time"] as? String).flatMap { try? Date($0, strategy: .iso8601) }
                }
                #expect(times.count > 24, "\(forecast)")
                #expect(
                    zip(times, times.dropFirst()).allSatisfy { $1.timeIntervalSince($0) == 3_600 },
                    "Open-Meteo's own hourly steps, not 3-hour ones")

                let fortnight = try await sandbox.wxapp("forecast", "London", "--days", "16", "--offline")
                #expect(fortnight.exitCode == 0, "16 days are within Open-Meteo's reach: \(fortnight)")
            }
        }
    }

    @Test func theProviderFlagAndTheConfigurationChooseTheService() async throws {
        try await Sandbox.run { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                sandbox.environment["WXAPP_OPENMETEO_URL"] = url
                // A key is set, so OpenWeatherMap is the default; the flag picks Open-Meteo.
                let flag = try await sandbox.wxapp(
                    "add", "Japan", "--provider", "openmeteo", "--format", "json")
                #expect(flag.exitCode == 0, "\(flag)")
                #expect(await meteo.requests.count == 1)
                #expect(await sandbox.server.requests.isEmpty)

                #expect(try await sandbox.wxapp("config", "set", "provider", "openmeteo").exitCode == 0)
                #expect(try await sandbox.wxapp("add", "Spain").exitCode == 0)
                #expect(await meteo.requests.count == 2)
                #expect(await sandbox.server.requests.isEmpty)

                // The environment beats the file.
                sandbox.environment["WXAPP_PROVIDER"] = "openweathermap"
                #expect(try await sandbox.wxapp("add", "Spain").exitCode == 0)
                #expect(await sandbox.server.requests(to: .weather).count == 1)
            }
        }
    }

    @Test func aFailingOpenMeteoExits75WithNothingCached() async throws {
        try await Sandbox.run { sandbox in
            try await FakeOpenMeteo.run { meteo, url in
                Self.keyless(sandbox, url)
                await meteo.setFault((status: 503, body: #"{"error":true,"reason":"Service unavailable"}"#))

                let add = try await sandbox.wxapp("add", "Japan")
                #expect(add.exitCode == 75, "\(add)")
                #expect(add.stderr.contains("The weather service failed (HTTP 503)"), "\(add)")
            }
        }
    }
}
