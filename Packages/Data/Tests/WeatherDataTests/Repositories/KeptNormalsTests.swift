import Domain
import Foundation
import ProviderKit
import Synchronization
import Testing

@testable import WeatherData

/// Climate normals served by the one kept-data repository: made once from the measured days the archive
/// gives, checked on the way, kept for good and never asked for again.
struct KeptNormalsTests {
    /// An archive that answers with `days` (or fails with `failure`) and counts the times it is asked.
    final class Archive: ClimateArchiveService {
        let days: [ClimateNormals.Measured]
        let failure: WeatherError?
        let asked = Mutex(0)

        init(_ days: [ClimateNormals.Measured], failure: WeatherError? = nil) {
            self.days = days
            self.failure = failure
        }

        func measuredDays(at coordinates: Coordinates) async throws(WeatherError) -> [ClimateNormals.Measured]
        {
            asked.withLock { $0 += 1 }
            if let failure { throw failure }
            return days
        }
    }

    /// Every day of 1991–2020 with the same high and low, `leaving` out the dates it names.
    static func measured(high: Double = 20, low: Double = 10, leaving: (LocalDate) -> Bool = { _ in false })
        -> [ClimateNormals.Measured]
    {
        // 1991-01-01 to 2020-12-31, by days since 1970-01-01.
        (7_670...18_627).map { LocalDate(daysSinceEpoch: $0) }.filter { !leaving($0) }.map {
            ClimateNormals.Measured(date: $0, highCelsius: high, lowCelsius: low)
        }
    }

    static func repository(_ store: SQLiteWeatherStore, _ archive: Archive) -> KeptDataRepository<
        ClimateNormals
    > {
        KeptDataRepository(
            .climateNormals(store: store, archive: archive, clock: FixedClock()), clock: FixedClock())
    }

    static func savedStore() async throws -> SQLiteWeatherStore {
        let store = try SQLiteWeatherStore()
        try await store.save(Fixtures.paris, weather: Fixtures.weather(), fetchedAt: Fixtures.epoch)
        return store
    }

    @Test func normalsAreMadeOnceKeptAndNeverAskedForAgain() async throws {
        let store = try await Self.savedStore()
        let archive = Archive(Self.measured())
        let repository = Self.repository(store, archive)
        #expect(try await repository.keptNormals(for: Fixtures.paris) == nil)

        let made = try await repository.normals(for: Fixtures.paris)
        #expect(made.days.count == 366)
        #expect(abs(try #require(made.days.first).high.kelvin - 293.15) < 1e-9)
        let again = try await repository.normals(for: Fixtures.paris)
        #expect(again == made)
        #expect(try await repository.keptNormals(for: Fixtures.paris) == made)
        #expect(archive.asked.withLock { $0 } == 1)
    }

    @Test func aMeasuredDayOutsideBoundsIsTheArchivesUnreadableReplyAndNothingIsKept() async throws {
        let store = try await Self.savedStore()
        var days = Self.measured()
        days[100] = ClimateNormals.Measured(date: days[100].date, highCelsius: 500, lowCelsius: 10)
        let problem = try #require(ClimateNormals.implausibility(of: days))
        await #expect(throws: WeatherError.unreadableResponse(detail: "the climate archive's \(problem)")) {
            try await Self.repository(store, Archive(days)).normals(for: Fixtures.paris)
        }
        #expect(try await store.normals(for: Fixtures.paris.key) == nil)
    }

    @Test func tooFewMeasuredDaysForEveryCalendarDayIsUnreadableAndNothingIsKept() async throws {
        let store = try await Self.savedStore()
        // No 1 to 25 March in any year: some calendar days keep fewer than 200 values in their window.
        let days = Self.measured { $0.month == 3 && $0.day <= 25 }
        let made = ClimateNormals(measured: days)
        await #expect(
            throws: WeatherError.unreadableResponse(
                detail:
                    "the climate archive has too few days for the normals of \(366 - made.days.count) calendar days"
            )
        ) {
            try await Self.repository(store, Archive(days)).normals(for: Fixtures.paris)
        }
        #expect(made.days.count < 366)
        #expect(try await store.normals(for: Fixtures.paris.key) == nil)
    }

    @Test func aFailedFetchIsTheFailureWithNothingKept() async throws {
        let store = try await Self.savedStore()
        await #expect(throws: WeatherError.timedOut) {
            try await Self.repository(store, Archive([], failure: .timedOut)).normals(for: Fixtures.paris)
        }
    }

    @Test func offlineWithNothingKeptNamesNormals() async throws {
        let store = try await Self.savedStore()
        let archive = Archive(Self.measured())
        await #expect(throws: WeatherError.notKept(.climateNormals, for: Fixtures.paris)) {
            try await Self.repository(store, archive).report(for: Fixtures.paris, policy: .offline)
        }
        #expect(archive.asked.withLock { $0 } == 0)
    }
}
