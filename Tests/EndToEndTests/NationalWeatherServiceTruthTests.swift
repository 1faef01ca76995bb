import Foundation
import Testing

/// The NWS as it really behaves, through the real binary against its loopback fake: a point keeps the time
/// zone its lookup states.
@Suite(.serialized, OptionalTool.needed(.libfaketime)) struct NationalWeatherServiceTruthTests {
    typealias NWS = NationalWeatherServiceTests

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
