import Domain
import Foundation
import Infrastructure
import Logging
import Testing

@testable import OpenMeteoProvider
@testable import ProviderKit

/// What a reply of past days may lack (every field removed in turn) and what makes it unreadable: more
/// hours or days than asked, columns of other lengths, a time that is no time, a unit wxapp does not know,
/// a value outside physical bounds. And what the service asks of which endpoint.
struct OpenMeteoPastReplyTests {
    typealias Fixtures = OpenMeteoPastWeatherTests

    static let leapDay = PastDays(LocalDate(isoText: "2024-02-29")!)!

    static func object(_ name: String) throws -> [String: Any] {
        let body = try Fixtures.fixture(name)
        return try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
    }

    static func text(_ object: [String: Any]) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
    }

    @Test func everyFieldCanBeMissingAndLeavesOnlyItsValuesMissing() throws {
        let whole = try Self.object("archive-berlin-leap-day.json")
        for key in whole.keys where !["hourly", "daily"].contains(key) {
            var object = whole
            object[key] = nil
            let day = try #require(try Fixtures.days(try Self.text(object), Self.leapDay).first, "\(key)")
            #expect(day.hours.count == 24, "without \(key)")
        }
        for block in ["hourly", "daily"] {
            let columns = try #require(whole[block] as? [String: Any])
            for column in columns.keys where column != "time" {
                var object = whole
                var reduced = columns
                reduced[column] = nil
                object[block] = reduced
                let day = try #require(try Fixtures.days(try Self.text(object), Self.leapDay).first)
                #expect(day.hours.count == 24, "without \(block).\(column)")
                #expect(day.summary.high != nil || column == "temperature_2m", "without \(block).\(column)")
            }
            var object = whole
            object[block] = nil
            let day = try #require(try Fixtures.days(try Self.text(object), Self.leapDay).first)
            #expect(day.summary.high != nil, "without \(block)")
            #expect(day.hours.isEmpty == (block == "hourly"), "without \(block)")
        }
    }

    @Test func anHourWithoutAValueLeavesItAndTheDaysHighAndLowMissing() throws {
        var object = try Self.object("archive-berlin-spring-change.json")
        var hourly = try #require(object["hourly"] as? [String: Any])
        var temperatures = try #require(hourly["temperature_2m"] as? [Any])
        temperatures[30] = NSNull()
        hourly["temperature_2m"] = temperatures
        object["hourly"] = hourly
        let day = try #require(
            try Fixtures.days(try Self.text(object), PastDays(Fixtures.date("2024-03-31"))!).first)

        #expect(day.hours.contains { $0.temperature == nil })
        #expect(day.summary.high == nil && day.summary.low == nil, "a day with an hour missing has no high")
        #expect(day.summary.sunshineSeconds != nil)
    }

    @Test func aReplyWithNeitherHoursNorDaysIsUnreadable() throws {
        var object = try Self.object("archive-berlin-leap-day.json")
        object["hourly"] = nil
        object["daily"] = nil
        #expect(throws: WeatherError.self) { try Fixtures.days(try Self.text(object), Self.leapDay) }
    }

    @Test func moreHoursOrDaysThanAskedAreUnreadable() throws {
        let body = try Fixtures.fixture("archive-berlin-leap-day.json")
        let dto = try JSONDecoder().decode(OpenMeteoPastDTO.self, from: Data(body.utf8))
        #expect(throws: WeatherError.self) {
            try dto.toDomain(dates: Self.leapDay, askedDays: 2, reply: "the test reply")
        }
        _ = try dto.toDomain(dates: Self.leapDay, askedDays: 3, reply: "the test reply")
    }

    @Test func columnsOfAnotherLengthAreUnreadable() throws {
        for (block, column) in [("hourly", "rain"), ("daily", "sunshine_duration")] {
            var object = try Self.object("archive-berlin-leap-day.json")
            var columns = try #require(object[block] as? [String: Any])
            columns[column] = Array((try #require(columns[column] as? [Any])).dropLast())
            object[block] = columns
            #expect(throws: WeatherError.self, "\(block).\(column)") {
                try Fixtures.days(try Self.text(object), Self.leapDay)
            }
        }
    }

    @Test func aTimeThatIsNoTimeOrAnUnknownUnitIsUnreadable() throws {
        for (key, value): (String, Any) in [
            ("hourly_units", ["temperature_2m": "°X"]), ("daily_units", ["sunshine_duration": "h"]),
        ] {
            var object = try Self.object("archive-berlin-leap-day.json")
            object[key] = value
            #expect(throws: WeatherError.self, "\(key)") {
                try Fixtures.days(try Self.text(object), Self.leapDay)
            }
        }
        for time in ["2024-02-29T25:00", "2024-02-30T01:00", "29/02/2024", "2024-02-29T01:00:00Z"] {
            var object = try Self.object("archive-berlin-leap-day.json")
            var hourly = try #require(object["hourly"] as? [String: Any])
            var times = try #require(hourly["time"] as? [Any])
            times[0] = time
            hourly["time"] = times
            object["hourly"] = hourly
            #expect(throws: WeatherError.self, "\(time)") {
                try Fixtures.days(try Self.text(object), Self.leapDay)
            }
        }
    }

    @Test func aValueOutsidePhysicalBoundsFailsTheCheck() throws {
        var object = try Self.object("archive-berlin-leap-day.json")
        var hourly = try #require(object["hourly"] as? [String: Any])
        var sunshine = try #require(hourly["sunshine_duration"] as? [Any])
        sunshine[30] = 3_601
        hourly["sunshine_duration"] = sunshine
        object["hourly"] = hourly
        let days = try Fixtures.days(try Self.text(object), Self.leapDay)

        #expect(throws: WeatherError.self) {
            try Checked(PastWeather(days: days), at: Fixtures.instant("2026-11-26T12:00:00Z"))
        }
    }

    @Test func theArchiveIsAskedForOlderDaysAndTheForecastForTheLastSeven() async throws {
        let http = StubHTTPClient(body: try Fixtures.fixture("archive-berlin-leap-day.json"))
        let service = OpenMeteoPastWeatherService(
            archiveURL: URL(string: "https://archive.example.test")!,
            forecastURL: URL(string: "https://api.example.test")!, http: http, monitor: StubNetworkMonitor(),
            logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() })
        let days = PastDays(first: Fixtures.date("2026-11-17"), last: Fixtures.date("2026-11-20"))!
        let berlin = Coordinates(latitude: 52.52, longitude: 13.405)!

        let replies = try await service.pastWeather(
            at: berlin, days: days, today: Fixtures.date("2026-11-26"))

        #expect(replies.map(\.dates.isoText) == ["2026-11-17..2026-11-18", "2026-11-19..2026-11-20"])
        let asked = http.requests.map { request in
            let items = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
            return Dictionary(uniqueKeysWithValues: items.map { ($0.name, $0.value ?? "") })
        }
        #expect(http.requests.map { $0.url.host ?? "" } == ["archive.example.test", "api.example.test"])
        #expect(asked.map { $0["start_date"] ?? "" } == ["2026-11-16", "2026-11-18"])
        #expect(asked.map { $0["end_date"] ?? "" } == ["2026-11-19", "2026-11-21"])
        #expect(asked.allSatisfy { $0["timezone"] == "auto" && $0["timeformat"] == "unixtime" })
        #expect(asked.first?["hourly"]?.contains("showers") == false)
        #expect(asked.last?["hourly"]?.contains("showers") == true)
    }

    @Test func theArchiveIsNotAskedForADayBefore1940() async throws {
        let http = StubHTTPClient(body: try Fixtures.fixture("archive-berlin-leap-day.json"))
        let service = OpenMeteoPastWeatherService(
            archiveURL: URL(string: "https://archive.example.test")!,
            forecastURL: URL(string: "https://api.example.test")!, http: http, monitor: StubNetworkMonitor(),
            logger: Logger(label: "test") { _ in SwiftLogNoOpLogHandler() })
        _ = try? await service.pastWeather(
            at: Coordinates(latitude: 52.52, longitude: 13.405)!, days: PastDays(PastDays.earliest)!,
            today: Fixtures.date("2026-11-26"))
        let query = URLComponents(url: try #require(http.requests.first?.url), resolvingAgainstBaseURL: false)
        #expect(query?.queryItems?.first { $0.name == "start_date" }?.value == "1940-01-01")
    }
}
