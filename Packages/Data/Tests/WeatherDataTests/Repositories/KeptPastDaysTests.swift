import Domain
import Foundation
import Infrastructure
import ProviderKit
import Synchronization
import Testing

@testable import WeatherData

/// Past days served by the one kept-data repository: a final day is fetched once and kept for good, a
/// preliminary one again once its copy is older than the lifetime, only the days not kept final are
/// asked, and offline shows what is kept or names the days that are not.
struct KeptPastDaysTests {
    /// Hours of UTC days at 12 °C, for whatever days are asked, counting what is asked; or a failure.
    final class Archive: PastWeatherService {
        let failure: Mutex<WeatherError?> = Mutex(nil)
        let asked: Mutex<[PastDays]> = Mutex([])

        func pastWeather(at coordinates: Coordinates, days: PastDays, today: LocalDate)
            async throws(WeatherError) -> [PastWeather.Reply]
        {
            asked.withLock { $0.append(days) }
            if let failure = failure.withLock({ $0 }) { throw failure }
            let start = Double(days.first.daysSinceEpoch - 1) * 86_400
            let hours = (0..<((days.count + 2) * 24)).map { number in
                PastHour(
                    time: Date(timeIntervalSince1970: start + Double(number) * 3_600), utcOffsetSeconds: 0,
                    condition: nil, temperature: Temperature(celsius: 12),
                    precipitation: Precipitation(millimetres: 0.1), rain: Precipitation(millimetres: 0.1),
                    snow: Precipitation(millimetres: 0),
                    wind: Wind(speed: Speed(metresPerSecond: 2), directionDegrees: 180, gust: nil),
                    sunshineSeconds: 600)
            }
            return [
                PastWeather.Reply(dates: days, hours: hours, days: [], timeZone: nil, utcOffsetSeconds: 0)
            ]
        }
    }

    static func days(_ first: String, _ last: String) -> PastDays {
        PastDays(first: LocalDate(isoText: first)!, last: LocalDate(isoText: last)!)!
    }

    static let lifetime: TimeInterval = 600

    let store: SQLiteWeatherStore
    let archive = Archive()
    let clock = FixedClock()
    let repository: KeptPastDays

    init() async throws {
        store = try SQLiteWeatherStore()
        try await store.save(Fixtures.paris, weather: Fixtures.weather(), fetchedAt: Fixtures.epoch)
        repository = KeptPastDays(store: store, service: archive, zones: UnknownTimeZones(), clock: clock)
    }

    func shown(_ days: PastDays, policy: FetchPolicy = .cacheFirst(lifetime: lifetime)) async throws
        -> Report<PastWeather>
    {
        try await repository.pastWeather(days, for: Fixtures.paris, policy: policy)
    }

    @Test func finalDaysAreFetchedOnceAndKeptForGood() async throws {
        let july = Self.days("2023-07-01", "2023-07-03")
        let fetched = try await shown(july)
        #expect(fetched.origin == .network && fetched.value.covers(july))
        #expect(fetched.value.days.allSatisfy { !$0.preliminary && $0.hours.count == 24 })
        #expect(fetched.value.days.first?.summary.high == Temperature(celsius: 12))

        clock.advance(by: 400 * 86_400)
        let kept = try await shown(july)
        #expect(kept.origin == .cache && kept.fetchedAt == Fixtures.epoch)
        #expect(kept.value.days.map(\.summary.high) == fetched.value.days.map(\.summary.high))
        let offline = try await shown(july, policy: .offline)
        #expect(offline.origin == .offline && offline.value.days.count == 3)
        #expect(archive.asked.withLock { $0 } == [july])
    }

    @Test func preliminaryDaysAreAskedAgainOnceOlderThanTheLifetime() async throws {
        let recent = Self.days("2023-11-10", "2023-11-12")
        let fetched = try await shown(recent)
        #expect(fetched.value.days.allSatisfy { $0.preliminary })
        clock.advance(by: Self.lifetime - 1)
        #expect(try await shown(recent).origin == .cache)
        clock.advance(by: 2)
        #expect(try await shown(recent).origin == .network)
        #expect(archive.asked.withLock { $0 } == [recent, recent])
    }

    @Test func onlyTheDaysNotKeptFinalAreAsked() async throws {
        _ = try await shown(Self.days("2023-07-01", "2023-07-03"))
        let wider = Self.days("2023-06-28", "2023-07-03")
        let report = try await shown(wider)
        #expect(report.value.covers(wider))
        #expect(archive.asked.withLock { $0 }.last == Self.days("2023-06-28", "2023-06-30"))
    }

    @Test func offlineWithADayMissingNamesTheDaysAsked() async throws {
        _ = try await shown(Self.days("2023-07-01", "2023-07-03"))
        let wider = Self.days("2023-07-01", "2023-07-04")
        await #expect(throws: WeatherError.notKept(.pastWeather(wider), for: Fixtures.paris)) {
            try await shown(wider, policy: .offline)
        }
    }

    @Test func aFailureServesTheKeptCopyWithTheReasonOrFailsWithoutOne() async throws {
        let recent = Self.days("2023-11-10", "2023-11-12")
        _ = try await shown(recent)
        archive.failure.withLock { $0 = .serviceUnavailable(statusCode: 503) }
        clock.advance(by: Self.lifetime + 1)
        let served = try await shown(recent)
        #expect(served.origin == .fallback(.serviceUnavailable(statusCode: 503)))
        await #expect(throws: WeatherError.self) { try await shown(Self.days("2023-11-01", "2023-11-02")) }
        #expect(
            try await store.pastDays(in: Self.days("2023-11-01", "2023-11-02"), for: Fixtures.paris.key)?.days
                .isEmpty == true)
    }

    @Test func theDaysGoWithTheirPlace() async throws {
        let july = Self.days("2023-07-01", "2023-07-03")
        _ = try await shown(july)
        #expect(try await store.delete([Fixtures.paris.key]) == 1)
        try await store.save(Fixtures.paris, weather: Fixtures.weather(), fetchedAt: Fixtures.epoch)
        #expect(try await store.pastDays(in: july, for: Fixtures.paris.key)?.days.isEmpty == true)
    }

    @Test func aKeptDayOutsideBoundsIsFetchedAgain() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try SQLiteWeatherStore(path: folder.database)
        try await store.save(Fixtures.paris, weather: Fixtures.weather(), fetchedAt: Fixtures.epoch)
        let repository = KeptPastDays(store: store, service: archive, zones: UnknownTimeZones(), clock: clock)
        let july = Self.days("2023-07-01", "2023-07-01")
        _ = try await repository.pastWeather(july, for: Fixtures.paris, policy: .cacheFirst(lifetime: 600))
        try SQLiteDatabase(path: folder.database).run("UPDATE past_day SET high_k = 1e19")
        #expect(try await store.pastDays(in: july, for: Fixtures.paris.key)?.days.isEmpty == true)
        let again = try await repository.pastWeather(
            july, for: Fixtures.paris, policy: .cacheFirst(lifetime: 600))
        #expect(again.origin == .network)
    }
}
