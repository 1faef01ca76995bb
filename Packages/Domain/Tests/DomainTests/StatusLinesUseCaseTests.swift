import Foundation
import Synchronization
import Testing

@testable import Domain

/// Who asks the network for status-bar lines: only the process holding the refresh claim, and it hands
/// stale places to a process of its own, so that no line waits for a service while something is kept.
struct StatusLinesUseCaseTests {
    struct Clock: WallClock {
        var now: Date { Stub.now }
    }

    /// Saved places whose kept reports are `ageSeconds` old; a fetch (any policy but offline) makes them
    /// fresh, and is counted.
    final class KeptPlaces: WeatherRepository {
        let ageSeconds: TimeInterval
        let fetches = Mutex(0)
        let places = [Stub.place("Lima", "PE"), Stub.place("Oslo", "NO", latitude: 60)]

        init(ageSeconds: TimeInterval) { self.ageSeconds = ageSeconds }

        func reports(policy: FetchPolicy) async throws(WeatherError) -> [WeatherReport] {
            let fresh = policy != .offline
            if fresh { fetches.withLock { $0 += 1 } }
            return places.map {
                WeatherReport(
                    place: $0, weather: Stub.weather(),
                    fetchedAt: Stub.now.addingTimeInterval(fresh ? 0 : -ageSeconds),
                    origin: fresh ? .network : .offline)
            }
        }

        func savedPlaces() async throws(WeatherError) -> [Place] { places }
        func savedPlaces(named key: SearchKey) async throws(WeatherError) -> [Place] { [] }
        func lookedAtPlaces(named key: SearchKey) async throws(WeatherError) -> [Place] { [] }
        func keepLookedAt(_ place: Place) async throws(WeatherError) {}
        func report(for place: Place, policy: FetchPolicy) async throws(WeatherError) -> WeatherReport {
            throw .internalFailure(detail: "no place is named")
        }
        func delete(_ keys: [PlaceKey]) async throws(WeatherError) -> Int { 0 }
        func deleteAll() async throws(WeatherError) -> Int { 0 }
    }

    /// What the claim was asked, and what was handed over.
    final class Claim: Sendable {
        let granted: Bool
        let handedOver: Bool
        let claims = Mutex(0)
        let handOvers = Mutex<[[String]]>([])

        init(granted: Bool, handedOver: Bool = true) {
            self.granted = granted
            self.handedOver = handedOver
        }

        var refreshClaim: StatusLinesUseCase.RefreshClaim {
            .init(
                claim: { [self] in
                    claims.withLock { $0 += 1 }
                    return granted
                },
                handOver: { [self] places in
                    handOvers.withLock { $0.append(places) }
                    return handedOver
                })
        }
    }

    static func lines(_ places: KeptPlaces, _ claim: Claim) -> StatusLinesUseCase {
        StatusLinesUseCase(
            listPlaces: { ListPlacesUseCase(repository: places) },
            showPlace: { () throws(WeatherError) in
                throw WeatherError.internalFailure(detail: "no place is named")
            },
            refreshClaim: claim.refreshClaim, clock: Clock(), cacheLifetime: 600)
    }

    @Test func freshPlacesAskNothingAndClaimNothing() async throws {
        let places = KeptPlaces(ageSeconds: 60)
        let claim = Claim(granted: true)
        let subjects = try await Self.lines(places, claim).subjects([], offline: false)
        #expect(subjects.count == 2 && subjects.allSatisfy { $0.report?.origin == .offline })
        #expect(claim.claims.withLock { $0 } == 0)
        #expect(places.fetches.withLock { $0 } == 0)
    }

    @Test func theClaimHolderHandsStalePlacesOverAndShowsWhatIsKept() async throws {
        let places = KeptPlaces(ageSeconds: 3_600)
        let claim = Claim(granted: true)
        let subjects = try await Self.lines(places, claim).subjects([], offline: false)
        #expect(subjects.allSatisfy { $0.report?.origin == .offline })
        #expect(claim.handOvers.withLock { $0 } == [[]], "every saved place, handed over once")
        #expect(places.fetches.withLock { $0 } == 0)
    }

    @Test func aHandOverThatCannotStartIsFetchedHere() async throws {
        let places = KeptPlaces(ageSeconds: 3_600)
        let claim = Claim(granted: true, handedOver: false)
        let subjects = try await Self.lines(places, claim).subjects([], offline: false)
        #expect(subjects.allSatisfy { $0.report?.origin == .network })
        #expect(places.fetches.withLock { $0 } == 1)
    }

    @Test func withoutTheClaimStalePlacesAreShownAsKept() async throws {
        let places = KeptPlaces(ageSeconds: 3_600)
        let claim = Claim(granted: false)
        let subjects = try await Self.lines(places, claim).subjects([], offline: false)
        #expect(subjects.allSatisfy { $0.report?.origin == .offline })
        #expect(claim.claims.withLock { $0 } == 1)
        #expect(claim.handOvers.withLock { $0 }.isEmpty)
    }

    @Test func offlineNeverClaims() async throws {
        let places = KeptPlaces(ageSeconds: 3_600)
        let claim = Claim(granted: true)
        _ = try await Self.lines(places, claim).subjects([], offline: true)
        #expect(claim.claims.withLock { $0 } == 0)
        #expect(places.fetches.withLock { $0 } == 0)
    }

    @Test func theProcessHandedTheClaimRefreshesWhatIsStale() async throws {
        let places = KeptPlaces(ageSeconds: 3_600)
        try await Self.lines(places, Claim(granted: true)).refresh([])
        #expect(places.fetches.withLock { $0 } == 1)
    }
}
