import Domain
import Foundation
import Synchronization
import Testing

@testable import WeatherData

struct KeptHereRepositoryTests {
    /// A location service that answers with `place`, or fails with `failure`, and counts what it is asked.
    final class FakeLocationService: LocationService {
        let answer = Mutex<Result<Place, WeatherError>>(.success(Place.paris))
        let asked = Mutex(0)

        func here() async throws(WeatherError) -> Place {
            asked.withLock { $0 += 1 }
            return try answer.withLock { $0 }.get()
        }
    }

    final class Clock: WallClock {
        let time = Mutex(Date(timeIntervalSince1970: 1_800_000_000))
        var now: Date { time.withLock { $0 } }
        func advance(_ seconds: TimeInterval) { time.withLock { $0 += seconds } }
    }

    final class Told: Sendable {
        let fallbacks = Mutex<[HereFallback]>([])
    }

    let store: SQLiteWeatherStore
    let service = FakeLocationService()
    let clock = Clock()
    let told = Told()

    init() throws {
        store = try SQLiteWeatherStore()
    }

    private var repository: KeptHereRepository {
        let told = told
        return KeptHereRepository(
            store: store, service: service, clock: clock,
            onFallback: { fallback in told.fallbacks.withLock { $0.append(fallback) } })
    }

    @Test func aPlaceFoundIsKeptADayThenAskedForAgain() async throws {
        #expect(try await repository.here(offline: false) == Place.paris)
        clock.advance(KeptHereRepository.lifetime - 1)
        #expect(try await repository.here(offline: false) == Place.paris)
        #expect(service.asked.withLock { $0 } == 1)

        // Older than its lifetime, as any kept kind.
        clock.advance(2)
        service.answer.withLock { $0 = .success(Place.lyon) }
        #expect(try await repository.here(offline: false) == Place.lyon)
        #expect(service.asked.withLock { $0 } == 2)
        #expect(told.fallbacks.withLock { $0 }.isEmpty)
    }

    @Test func offlineTheLastPlaceFoundWhateverItsAgeElseNotCached() async throws {
        await #expect(throws: WeatherError.notCached(query: "here", kind: .location)) {
            try await repository.here(offline: true)
        }
        _ = try await repository.here(offline: false)
        clock.advance(-1_000_000)
        #expect(
            try await repository.here(offline: true) == Place.paris,
            "a clock set back changes nothing offline")
        clock.advance(100_000_000)
        #expect(try await repository.here(offline: true) == Place.paris)
        #expect(service.asked.withLock { $0 } == 1)
    }

    @Test func aFailedLookupIsToldAndTheLastPlaceFoundStandsIn() async throws {
        service.answer.withLock { $0 = .failure(.timedOut) }
        await #expect(throws: WeatherError.timedOut) { try await repository.here(offline: false) }

        service.answer.withLock { $0 = .success(Place.paris) }
        _ = try await repository.here(offline: false)
        clock.advance(KeptHereRepository.lifetime + 5)
        service.answer.withLock { $0 = .failure(.serviceUnavailable(statusCode: 503)) }
        #expect(try await repository.here(offline: false) == Place.paris)
        let fallbacks = told.fallbacks.withLock { $0 }
        #expect(fallbacks.map(\.place) == [Place.paris])
        #expect(fallbacks.first?.origin == .fallback(.serviceUnavailable(statusCode: 503)))
        #expect(
            fallbacks.first.map { clock.now.timeIntervalSince($0.fetchedAt) } == KeptHereRepository.lifetime
                + 5
        )
    }

    @Test func aPlaceFoundInTheClocksFutureIsAskedForAgain() async throws {
        _ = try await repository.here(offline: false)
        clock.advance(-3_600)
        _ = try await repository.here(offline: false)
        #expect(service.asked.withLock { $0 } == 2)
    }
}

extension Place {
    fileprivate static let paris = Place(
        name: "Paris", countryCode: "FR", region: "Île-de-France",
        coordinates: Coordinates(latitude: 48.8534, longitude: 2.3488)!)
    fileprivate static let lyon = Place(
        name: "Lyon", countryCode: "FR", coordinates: Coordinates(latitude: 45.7485, longitude: 4.8467)!)
}
