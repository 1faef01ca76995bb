import Foundation
import Testing

/// The NWS as a provider, through the real binary against a loopback server answering with recorded real
/// replies: a station's measurement with its name and distance, the forecast grid hour by hour, what stays
/// missing, the reach, and the faults that fail over.
@Suite(.serialized, OptionalTool.needed(.libfaketime)) struct NationalWeatherServiceTests {
    /// Half an hour after Central Park's recorded observation.
    static let observationHour = Date(timeIntervalSince1970: 1_768_933_260)  // 2026-01-20T18:21:00Z
    /// Half an hour after the recorded grid was made.
    static let gridHour = Date(timeIntervalSince1970: 1_643_945_400)  // 2022-02-04T03:30:00Z

    /// The sandbox without a key, the NWS at `url` and chosen, every other provider on a closed port.
    static func nws(_ sandbox: Sandbox, _ url: String, at date: Date?) {
        sandbox.environment["OPENWEATHER_API_KEY"] = nil
        sandbox.environment["WXAPP_NWS_URL"] = url
        sandbox.environment["WXAPP_PROVIDER"] = "nws"
        sandbox.environment["WXAPP_OPENMETEO_URL"] = "http://127.0.0.1:9"
        sandbox.environment["WXAPP_METNO_URL"] = "http://127.0.0.1:9"
        if let date { sandbox.setClock(to: date) }
    }

    @Test func theWeatherIsTheNearestStationsMeasurementReadInTheUnitsTheReplyStates() async throws {
        try OptionalTool.libfaketime.require()
        try await Sandbox.run { sandbox in
            try await FakeNationalWeatherService.run { nws, url in
                Self.nws(sandbox, url, at: Self.observationHour)
                let card = try await sandbox.wxapp(
                    "show", "40.7128,-74.006", "--format", "plain", "--icons", "none")
                #expect(card.exitCode == 0, "\(card)")
                #expect(card.stderr.isEmpty, "\(card)")
                #expect(card.stdout.contains("Temperature: -7°C"), "\(card)")
                #expect(card.stdout.contains("Pressure: 1026 hPa"), "sea-level 102570 Pa\n\(card)")
                #expect(card.stdout.contains("Station: New York City, Central Park (KNYC), "), "\(card)")
                #expect(card.stdout.contains("Source: NWS (sun times computed by wxapp)"), "\(card)")
                for missing in ["Dew point", "Humidity", "High / low", "Clouds"] {
                    #expect(!card.stdout.contains("\(missing):"), "null or not given: \(missing)\n\(card)")
                }
                #expect(card.stdout.contains("observed 30 min ago"), "\(card)")

                let requests = await nws.requests
                #expect(
                    requests.map(\.path) == [
                        "/points/40.7128,-74.006", "/gridpoints/OKX/33,35/stations",
                        "/stations/KNYC/observations/latest",
                    ])
                let agent = try #require(requests.first?.userAgent)
                #expect(agent.hasPrefix("wxapp/") && agent.contains("(+"), "\(agent)")

                let json = try await sandbox.wxapp("show", "40.7128,-74.006", "--offline", "--format", "json")
                let object = try #require(try ReportDocument.object(json.stdout) as? [String: Any])
                #expect(object["provider"] as? String == "nws", "\(json)")
                let weather = try #require(object["weather"] as? [String: Any])
                #expect(weather["dewPoint"] is NSNull && weather["humidity"] is NSNull, "\(json)")
                let station = try #require(weather["station"] as? [String: Any])
                #expect(station["id"] as? String == "KNYC", "\(json)")
                let distance = try #require(station["distance"] as? [String: Any])
                #expect(distance["unit"] as? String == "km", "\(json)")
                #expect((1...15).contains(distance["value"] as? Double ?? 0), "\(json)")
            }
        }
    }

    @Test func theForecastIsTheGridHourByHourWithNoInventedAmounts() async throws {
        try OptionalTool.libfaketime.require()
        try await Sandbox.run { sandbox in
            try await FakeNationalWeatherService.run { nws, url in
                Self.nws(sandbox, url, at: Self.gridHour)
                let forecast = try await sandbox.wxapp(
                    "forecast", "40.7128,-74.006", "--days", "2", "--hourly", "--format", "json")
                #expect(forecast.exitCode == 0, "\(forecast)")
                let object = try #require(try ReportDocument.object(forecast.stdout) as? [String: Any])
                #expect(object["provider"] as? String == "nws", "\(forecast)")
                let days = try #require(object["days"] as? [[String: Any]])
                #expect(!days.isEmpty && days.allSatisfy { $0["rain"] is NSNull && $0["snow"] is NSNull })
                let entries = try #require(object["entries"] as? [[String: Any]])
                #expect(entries.count >= 24, "\(forecast)")
                #expect(entries.allSatisfy { $0["pressure"] is NSNull && $0["rainLastHour"] == nil })
                #expect(await nws.requests.last?.path == "/gridpoints/OKX/33,35")
            }
        }
    }

    /// Paris is outside the reach: the NWS is never asked, and alone it is a usage error.
    @Test func aPlaceOutsideTheReachIsNeverAskedOfTheNationalWeatherService() async throws {
        try await Sandbox.run { sandbox in
            try await FakeNationalWeatherService.run { nws, url in
                Self.nws(sandbox, url, at: nil)
                let alone = try await sandbox.wxapp("show", "48.8534,2.3488", "--no-fallback")
                #expect(alone.exitCode == 64, "\(alone)")
                #expect(
                    alone.stderr.contains(
                        "NWS has data for the United States alone, and this place is not there; choose another "
                            + "provider (--provider), or let wxapp fall back to the others."), "\(alone)")
                #expect(await nws.requests.isEmpty)
            }
        }
    }

    /// A 503 is asked again, then fails the place (75), with nothing kept to stand in. The real clock: under
    /// libfaketime the wait before a retry does not end when it should.
    @Test func aServerFaultIsAskedAgainThenFails() async throws {
        try await Sandbox.run { sandbox in
            try await FakeNationalWeatherService.run { nws, url in
                Self.nws(sandbox, url, at: nil)
                await nws.setFault(503, body: try FakeNationalWeatherService.fixture("error_503.json"))
                let result = try await sandbox.wxapp("show", "40.7128,-74.006", "--no-fallback")
                #expect(result.exitCode == 75, "\(result)")
                #expect(result.stderr.contains("HTTP 503"), "\(result)")
                #expect(await nws.requests.count > 1)
            }
        }
    }
}
