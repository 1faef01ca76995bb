import Domain
import Foundation
import Infrastructure
import Testing

@testable import NationalWeatherServiceProvider
@testable import WeatherData

/// A grid's age and span as the NWS states them: one issued over a day ago is refused as the NWS's fault, and
/// the hours past the span it forecasts are not shown.
struct NationalWeatherServiceGridAgeTests {
    typealias Removed = NationalWeatherServiceRemovedFieldTests
    typealias Recorded = NationalWeatherServiceRecordedReplyTests
    typealias Service = NationalWeatherServiceTests

    static func grid(replacing recorded: String, with text: String) throws -> Data {
        let whole = try #require(String(data: try Recorded.fixture("gridpoint.json"), encoding: .utf8))
        #expect(whole.contains(recorded))
        return Data(whole.replacingOccurrences(of: recorded, with: text).utf8)
    }

    @Test func theHoursPastTheSpanTheGridForecastsAreLeftOut() throws {
        let whole = try Removed.grid(try Recorded.fixture("gridpoint.json"))
        let short = try Removed.grid(
            try Self.grid(
                replacing: "2022-02-03T21:00:00+00:00/P7DT14H", with: "2022-02-03T21:00:00+00:00/P1D"))
        let end = Date(timeIntervalSince1970: 1_644_008_400)  // 2022-02-04T21:00:00Z
        #expect(short.entries.last?.time == end.addingTimeInterval(-3_600))
        #expect(short.entries.map(\.time) == whole.entries.map(\.time).filter { $0 < end })
        // A span wxapp cannot read cuts nothing.
        let unread = try Removed.grid(
            try Self.grid(replacing: "2022-02-03T21:00:00+00:00/P7DT14H", with: "soon"))
        #expect(unread.entries.map(\.time) == whole.entries.map(\.time))
    }

    @Test func theAgeOfAGridIsSinceItsUpdateTime() throws {
        let reply = try Recorded.decode(NationalWeatherServiceDTO.GridpointReply.self, "gridpoint.json")
        #expect(reply.age(at: Removed.gridNow) == 859)  // issued 03:15:41, now 03:30:00
        let undated = try JSONDecoder().decode(
            NationalWeatherServiceDTO.GridpointReply.self,
            from: try Self.grid(replacing: #""updateTime": "2022-02-04T03:15:41+00:00","#, with: ""))
        #expect(undated.age(at: Removed.gridNow) == nil)
    }

    /// The recorded grid, as New York's square, asked for a day and a minute after it was issued: refused.
    @Test(arguments: [(TimeInterval(86_400 - 60), false), (TimeInterval(86_400 + 60), true)])
    func aGridIssuedOverADayAgoIsTheServicesFault(_ sinceNow: TimeInterval, _ refused: Bool) async throws {
        let grid = try Self.grid(replacing: #""gridId": "TAE""#, with: #""gridId": "OKX""#)
        let square = String(decoding: grid, as: UTF8.self)
            .replacingOccurrences(of: #""gridX": "58""#, with: #""gridX": 33"#)
            .replacingOccurrences(of: #""gridY": "65""#, with: #""gridY": 35"#)
        let http = Service.RoutedHTTPClient([
            ("/nws/points/", [Service.ok("points.json")]),
            ("/nws/gridpoints/", [HTTPResponse(statusCode: 200, headers: [:], body: Data(square.utf8))]),
        ])
        let issued = Date(timeIntervalSince1970: 1_643_944_541)  // 2022-02-04T03:15:41Z
        let service = Service.service(http, now: issued.addingTimeInterval(sinceNow))
        do {
            let forecast = try await service.forecast(at: Recorded.newYork)
            #expect(!refused && !forecast.entries.isEmpty)
        } catch {
            #expect(refused)
            #expect(error == .expiredForecast(provider: "NWS", ageSeconds: Int(sinceNow)))
            #expect(error.invitesFailover)
        }
    }
}
