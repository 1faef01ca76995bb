import Domain
import Foundation
import ProviderKit
import Synchronization
import Testing

@testable import WeatherData

/// Each way a kind of kept data is served: the kept copy, a fetch, a fallback with its reason, and nothing.
struct KeptDataRepositoryTests {
    /// A value plausible when it is not negative.
    struct Count: PhysicallyBounded, Equatable, ExpressibleByIntegerLiteral {
        let number: Int

        init(integerLiteral number: Int) {
            self.number = number
        }

        func implausibility(at now: Date) -> String? {
            number < 0 ? "a negative count" : nil
        }
    }

    static let place = Place(
        name: "Tokyo", countryCode: "JP", coordinates: Coordinates(latitude: 35.69, longitude: 139.69)!)

    static func kept(ageSeconds: TimeInterval, _ clock: FixedClock) -> Report<Count> {
        Report(place: place, value: 1, fetchedAt: clock.now.addingTimeInterval(-ageSeconds), origin: .offline)
    }

    /// Serves the place with `kept` as its kept copy and `fetched` as the service's answer, through the
    /// check; returns what was served and what was kept.
    static func serve(
        kept: Report<Count>?, policy: FetchPolicy, fetched: Result<Count, WeatherError>, _ clock: FixedClock,
        serves: @escaping @Sendable (Report<Count>) -> Bool = { _ in true }
    ) async -> (Result<(value: Count, origin: WeatherReport.Origin), WeatherError>, kept: [Count]) {
        let keptValues = Mutex<[Count]>([])
        let store = KeptReports<Count>(
            copy: { _ in kept }, all: { [kept].compactMap { $0 } },
            keep: { report in keptValues.withLock { $0.append(report.value) } })
        var description = KeptDataDescription<Count>(
            kind: .airQuality, store: store,
            fetch: { places, _ in places.map { _ in fetched.checked(at: clock.now) } })
        description.serves = serves
        do throws(WeatherError) {
            let report = try await KeptDataRepository(description, clock: clock).report(
                for: place, policy: policy)
            return (.success((report.value, report.origin)), keptValues.withLock { $0 })
        } catch {
            return (.failure(error), keptValues.withLock { $0 })
        }
    }

    @Test func aFreshCopyIsServedWithoutAsking() async throws {
        let clock = FixedClock()
        let (served, kept) = await Self.serve(
            kept: Self.kept(ageSeconds: 60, clock), policy: .cacheFirst(lifetime: 600),
            fetched: .failure(.internalFailure(detail: "asked")), clock)
        let result = try served.get()
        #expect(result.value == 1 && result.origin == .cache)
        #expect(kept.isEmpty)
    }

    @Test func aFreshCopyTheDescriptionRefusesIsFetchedAgainButServedOffline() async throws {
        let clock = FixedClock()
        let (served, kept) = await Self.serve(
            kept: Self.kept(ageSeconds: 60, clock), policy: .cacheFirst(lifetime: 600), fetched: .success(7),
            clock, serves: { _ in false })
        #expect(try served.get().value == 7 && kept == [7], "another provider's copy is not served")
        let (offline, _) = await Self.serve(
            kept: Self.kept(ageSeconds: 60, clock), policy: .offline, fetched: .success(7), clock,
            serves: { _ in false })
        #expect(try offline.get().value == 1 && offline.get().origin == .offline)
    }

    @Test func aStaleCopyIsReplacedByWhatIsFetchedAndKept() async throws {
        let clock = FixedClock()
        let (served, kept) = await Self.serve(
            kept: Self.kept(ageSeconds: 601, clock), policy: .cacheFirst(lifetime: 600), fetched: .success(7),
            clock)
        let result = try served.get()
        #expect(result.value == 7 && result.origin == .network)
        #expect(kept == [7])
    }

    @Test(arguments: [
        Result<Count, WeatherError>.failure(.timedOut), .success(-3),
    ])
    func aFailureOrAnImplausibleValueFallsBackToTheCopyWithTheReason(fetched: Result<Count, WeatherError>)
        async throws
    {
        let clock = FixedClock()
        let (served, kept) = await Self.serve(
            kept: Self.kept(ageSeconds: 3_600, clock), policy: .refresh, fetched: fetched, clock)
        let result = try served.get()
        #expect(result.value == 1)
        guard case .fallback(let reason) = result.origin else {
            Issue.record("expected a fallback, got \(result.origin)")
            return
        }
        #expect(
            reason == (fetched == .success(-3) ? .unreadableResponse(detail: "a negative count") : .timedOut))
        #expect(kept.isEmpty, "an implausible value is never kept")
    }

    @Test func nothingKeptAndAFailureIsTheFailure() async {
        let (served, kept) = await Self.serve(
            kept: nil, policy: .refresh, fetched: .success(-1), FixedClock())
        #expect(throws: WeatherError.unreadableResponse(detail: "a negative count")) { try served.get() }
        #expect(kept.isEmpty)
    }

    @Test func offlineWithNothingKeptNamesTheKind() async {
        let (served, _) = await Self.serve(kept: nil, policy: .offline, fetched: .success(1), FixedClock())
        #expect(throws: WeatherError.notKept(.airQuality, for: Self.place)) { try served.get() }
    }

    @Test func aKindNeverListedWholeRefusesToBeListedRatherThanAnsweringNothing() async {
        let description = KeptDataDescription<Count>(
            kind: .forecast, store: KeptReports(copy: { _ in nil }, keep: { _ in }),
            fetch: { places, _ in places.map { _ in Result.success(1).checked(at: .distantPast) } })
        await #expect(
            throws: WeatherError.internalFailure(detail: "a kind that is never listed whole was listed")
        ) {
            try await KeptDataRepository(description, clock: FixedClock()).allKept()
        }
    }
}
