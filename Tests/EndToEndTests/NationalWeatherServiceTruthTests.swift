import Foundation
import Testing

/// The NWS as it really behaves, through the real binary against its loopback fake: a point in the United
/// States it has no data at is its fault, a grid issued days ago is refused, a grid that ends early says so,
/// and a point keeps the time zone its lookup states.
@Suite(.serialized, OptionalTool.needed(.libfaketime)) struct NationalWeatherServiceTruthTests {
    typealias NWS = NationalWeatherServiceTests

    static let newYork = "40.7128,-74.006"

    /// A 404 problem of the NWS, as api.weather.gov words it, for New York.
    static func problem(_ name: String) -> String {
        """
        {"correlationId": "6f998c1", "title": "Data Unavailable For Requested Point",
        "type": "https://api.weather.gov/problems/\(name)", "status": 404,
        "detail": "Unable to provide data for requested point 40.7128,-74.006"}
        """
    }

    /// The NWS first, Open-Meteo at `url` after it.
    static func fallingBackToOpenMeteo(_ sandbox: Sandbox, _ url: String) {
        sandbox.environment["WXAPP_FALLBACK"] = "1"
        sandbox.environment["WXAPP_OPENMETEO_URL"] = url
    }

    @Test(arguments: ["InvalidPoint", "MarineForecastNotSupported"])
    func aPointInTheUnitedStatesTheServiceHasNoDataAtIsItsFault(_ name: String) async throws {
        try await Sandbox.run { sandbox in
            try await FakeNationalWeatherService.run { nws, url in
                NWS.nws(sandbox, url, at: nil)
                await nws.setFault(404, body: Self.problem(name))
                let alone = try await sandbox.wxapp("show", Self.newYork, "--no-fallback")
                #expect(alone.exitCode == 65, "\(alone)")
                #expect(
                    alone.stderr
                        == "wxapp: NWS has no data for this place (\(name)), although the place is within "
                        + "its area. Try again later, or choose another provider (--provider).\n",
                    "\(alone)")

                try await FakeOpenMeteo.run { _, openMeteo in
                    Self.fallingBackToOpenMeteo(sandbox, openMeteo)
                    let card = try await sandbox.wxapp("show", Self.newYork, "--format", "json")
                    #expect(card.exitCode == 0, "\(card)")
                    #expect(
                        card.stderr.contains(
                            "NWS has no data for this place (\(name)); showing Open-Meteo's"),
                        "\(card)")
                    let object = try #require(try ReportDocument.object(card.stdout) as? [String: Any])
                    #expect(object["provider"] as? String == "openmeteo", "\(card)")
                }
            }
        }
    }

    /// The recorded grid, its hours moved to this hour, issued two days ago: refused, its age said; alone that
    /// is the service's fault (65), else another provider answers. The machine's clock, which the fake
    /// Open-Meteo's replies follow.
    @Test func aGridIssuedDaysAgoIsRefusedAsTheServicesFault() async throws {
        try await Sandbox.run { sandbox in
            try await FakeNationalWeatherService.run { nws, url in
                NWS.nws(sandbox, url, at: nil)
                let now = Date()
                await nws.moveGrid(to: now, issued: now.addingTimeInterval(-2 * 86_400 - 600))
                let alone = try await sandbox.wxapp("forecast", Self.newYork, "--no-fallback")
                #expect(alone.exitCode == 65, "\(alone)")
                #expect(
                    alone.stderr.hasSuffix(
                        "wxapp: NWS sent a forecast issued 2 days ago, which it no longer stands by. Try again "
                            + "later, or choose another provider (--provider).\n"), "\(alone)")
                #expect(alone.stdout.isEmpty, "\(alone)")

                try await FakeOpenMeteo.run { _, openMeteo in
                    Self.fallingBackToOpenMeteo(sandbox, openMeteo)
                    let forecast = try await sandbox.wxapp("forecast", Self.newYork, "--format", "json")
                    #expect(forecast.exitCode == 0, "\(forecast)")
                    #expect(
                        forecast.stderr.contains(
                            "NWS sent a forecast issued 2 days ago; showing Open-Meteo's forecast for"),
                        "\(forecast)")
                    let object = try #require(try ReportDocument.object(forecast.stdout) as? [String: Any])
                    #expect(object["provider"] as? String == "openmeteo", "\(forecast)")
                }
                #expect(await nws.requests.contains { $0.path == "/gridpoints/OKX/33,35" })
            }
        }
    }

    /// The same grid issued 20 hours ago is believed.
    @Test func aGridIssuedWithinADayIsShown() async throws {
        try await Sandbox.run { sandbox in
            try await FakeNationalWeatherService.run { nws, url in
                NWS.nws(sandbox, url, at: nil)
                let now = Date()
                await nws.moveGrid(to: now, issued: now.addingTimeInterval(-20 * 3_600))
                let forecast = try await sandbox.wxapp("forecast", Self.newYork, "--no-fallback")
                #expect(forecast.exitCode == 0 && forecast.stderr.isEmpty, "\(forecast)")
            }
        }
    }

    /// A grid that says it forecasts one day (from 21:00 UTC, 16:00 in New York) shows two of the five days
    /// asked, and says so; the hours past its span are not shown.
    @Test func aGridThatEndsBeforeTheDaysAskedSaysSo() async throws {
        try OptionalTool.libfaketime.require()
        try await Sandbox.run { sandbox in
            try await FakeNationalWeatherService.run { nws, url in
                NWS.nws(sandbox, url, at: NWS.gridHour)
                await nws.setGridValidTimes("2022-02-03T21:00:00+00:00/P1D")
                let forecast = try await sandbox.wxapp(
                    "forecast", Self.newYork, "--days", "5", "--hourly", "--format", "json")
                #expect(forecast.exitCode == 0, "\(forecast)")
                #expect(
                    forecast.stderr.hasSuffix("covers fewer days than asked: 2 of the 5 days asked.\n"),
                    "\(forecast)")
                let object = try #require(try ReportDocument.object(forecast.stdout) as? [String: Any])
                #expect((object["days"] as? [Any])?.count == 2, "\(forecast)")
                let times = try #require(object["entries"] as? [[String: Any]]).compactMap {
                    $0["time"] as? String
                }
                #expect(times.last == "2022-02-04T20:00:00Z", "\(times)")
            }
        }
    }

    /// 35.95,-114.45 is on the Arizona shore of Lake Mead: Arizona keeps UTC−7 all winter, while the nearest
    /// cities (in Nevada) keep Los Angeles's UTC−8. The point lookup states America/Phoenix, and every hour
    /// of the forecast is Phoenix's, fetched or kept.
    @Test func aPointKeepsTheZoneItsLookupStates() async throws {
        try OptionalTool.libfaketime.require()
        try await Sandbox.run { sandbox in
            try await FakeNationalWeatherService.run { nws, url in
                NWS.nws(sandbox, url, at: NWS.gridHour)
                let forecast = try await sandbox.wxapp(
                    "forecast", "35.95,-114.45", "--days", "2", "--hourly", "--format", "json")
                #expect(forecast.exitCode == 0, "\(forecast)")
                let object = try #require(try ReportDocument.object(forecast.stdout) as? [String: Any])
                #expect(object["utcOffsetSeconds"] as? Int == -25_200, "\(forecast)")
                let entries = try #require(object["entries"] as? [[String: Any]])
                #expect(!entries.isEmpty && entries.allSatisfy { $0["utcOffsetSeconds"] as? Int == -25_200 })

                // Kept, it is still Phoenix's.
                let kept = try await sandbox.wxapp(
                    "forecast", "35.95,-114.45", "--days", "2", "--offline", "--format", "json")
                let keptObject = try #require(try ReportDocument.object(kept.stdout) as? [String: Any])
                #expect(keptObject["utcOffsetSeconds"] as? Int == -25_200, "\(kept)")
                #expect(await nws.requests.first?.path == "/points/35.95,-114.45")
            }
        }
    }
}
