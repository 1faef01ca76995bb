import Domain
import Foundation
import Infrastructure
import Logging
import Testing

@testable import OpenMeteoProvider
@testable import ProviderKit

/// Past days from Open-Meteo's replies (Fixtures/OpenMeteo, shaped after its documented reply): the hours
/// cut at Berlin's own midnights, 23 of them on the day the clocks go forward and 25 on the day they go
/// back, the service's own day where it is the place's, a leap day, local ISO times, and recent days with
/// showers.
struct OpenMeteoPastWeatherTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures/OpenMeteo").standardized

    static func fixture(_ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    static func date(_ text: String) -> LocalDate { LocalDate(isoText: text)! }

    static func value(_ column: [Double?]?, _ index: Int) -> Double? { column?[index] ?? nil }

    static func instant(_ text: String) -> Date {
        ISO8601DateFormatter().date(from: text)!
    }

    /// Berlin's offsets in 2024: CET, CEST from 31 March 01:00 UTC, CET again from 27 October 01:00 UTC.
    static let berlin = UTCOffsets(
        initialSeconds: 3_600,
        changes: [
            .init(instant: instant("2024-03-31T01:00:00Z"), seconds: 7_200),
            .init(instant: instant("2024-10-27T01:00:00Z"), seconds: 3_600),
        ])

    /// The reply `body` for `days` (asked with a day either side), cut by `offsets`.
    static func days(
        _ body: String, _ days: PastDays, offsets: UTCOffsets = berlin, today: String = "2026-11-26"
    ) throws -> [PastDay] {
        let dto = try JSONDecoder().decode(OpenMeteoPastDTO.self, from: Data(body.utf8))
        let reply = try dto.toDomain(dates: days, askedDays: days.count + 2, reply: "the test reply")
        return try reply.days(offsets: offsets, today: date(today))
    }

    @Test func theDayTheClocksGoForwardHas23HoursSummedFromThemNotTheServicesDay() throws {
        let body = try Self.fixture("archive-berlin-spring-change.json")
        let day = try #require(try Self.days(body, PastDays(Self.date("2024-03-31"))!).first)

        #expect(day.hours.count == 23)
        #expect(day.hours.first?.time == Self.instant("2024-03-30T23:00:00Z"))
        #expect(day.hours.last?.time == Self.instant("2024-03-31T21:00:00Z"))
        #expect(day.hours.last?.utcOffsetSeconds == 7_200 && day.hours.first?.utcOffsetSeconds == 3_600)
        let temperatures = day.hours.compactMap { $0.temperature?.celsius }
        #expect(day.summary.high.map { abs($0.celsius - temperatures.max()!) < 1e-9 } == true)
        #expect(day.summary.low.map { abs($0.celsius - temperatures.min()!) < 1e-9 } == true)
        let sunshine = day.hours.compactMap(\.sunshineSeconds).reduce(0, +)
        #expect(day.summary.sunshineSeconds.map { abs($0 - sunshine) < 1e-6 } == true)
        #expect(day.summary.condition != nil && day.summary.windDirectionDegrees != nil)
        #expect(!day.preliminary && day.fetchedAt == nil)
    }

    @Test func theDayTheClocksGoBackHas25Hours() throws {
        let body = try Self.fixture("archive-berlin-autumn-change.json")
        let day = try #require(try Self.days(body, PastDays(Self.date("2024-10-27"))!).first)

        #expect(day.hours.count == 25)
        #expect(day.hours.first?.time == Self.instant("2024-10-26T22:00:00Z"))
        #expect(day.hours.last?.time == Self.instant("2024-10-27T22:00:00Z"))
        #expect(day.summary.high != nil && day.summary.precipitation != nil)
    }

    @Test func aDayTheServiceCutAtThePlacesOwnMidnightsHasTheServicesValues() throws {
        let body = try Self.fixture("archive-berlin-leap-day.json")
        let dto = try JSONDecoder().decode(OpenMeteoPastDTO.self, from: Data(body.utf8))
        let day = try #require(try Self.days(body, PastDays(Self.date("2024-02-29"))!).first)

        #expect(day.date == Self.date("2024-02-29") && day.hours.count == 24)
        let daily = try #require(dto.daily)
        #expect(day.summary.high == Self.value(daily.maximum, 1).map(Temperature.init(celsius:)))
        #expect(day.summary.low == Self.value(daily.minimum, 1).map(Temperature.init(celsius:)))
        #expect(day.summary.sunshineSeconds == Self.value(daily.sunshine, 1))
        #expect(day.summary.windDirectionDegrees == Self.value(daily.windDirection, 1))
        let snow = try #require(Self.value(daily.snowfall, 1))
        #expect(day.summary.snow.map { abs($0.millimetres - snow * 10 / 7) < 1e-9 } == true)
    }

    @Test func localISOTimesAreReadAtTheRepliesOffset() throws {
        let body = try Self.fixture("archive-tokyo-iso8601.json")
        let day = try #require(
            try Self.days(body, PastDays(Self.date("2024-07-14"))!, offsets: .fixed(32_400)).first)

        #expect(day.hours.count == 24)
        #expect(day.hours.first?.time == Self.instant("2024-07-13T15:00:00Z"))
        #expect(day.summary.high != nil)
    }

    @Test func recentDaysAddTheirShowersToTheRainAndArePreliminary() throws {
        let body = try Self.fixture("forecast-berlin-recent-days.json")
        let days = try Self.days(
            body, PastDays(first: Self.date("2026-11-23"), last: Self.date("2026-11-25"))!,
            offsets: .fixed(3_600))
        let dto = try JSONDecoder().decode(OpenMeteoPastDTO.self, from: Data(body.utf8))
        let hourly = try #require(dto.hourly)
        let times = hourly.time.map(\.seconds)
        let shown = days.flatMap(\.hours).map { ($0, times.firstIndex(of: $0.time.timeIntervalSince1970)) }
        let (hour, found) = try #require(shown.first { (Self.value(hourly.showers, $0.1 ?? 0) ?? 0) > 0 })
        let index = try #require(found)

        #expect(days.count == 3 && days.allSatisfy(\.preliminary))
        let expected = (Self.value(hourly.rain, index) ?? 0) + (Self.value(hourly.showers, index) ?? 0)
        #expect(hour.rain.map { abs($0.millimetres - expected) < 1e-9 } == true)
    }

    @Test func aDayTheReplyLacksIsUnreadable() throws {
        let body = try Self.fixture("archive-berlin-leap-day.json")
        #expect(throws: WeatherError.self) {
            _ = try Self.days(body, PastDays(Self.date("2024-03-05"))!)
        }
    }
}

extension OpenMeteoTime {
    /// The seconds since 1970 a time of `timeformat=unixtime` holds.
    var seconds: Double? {
        if case .seconds(let seconds) = self { return seconds }
        return nil
    }
}
