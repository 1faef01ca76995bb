import Domain
import Foundation
import Synchronization
import Testing

@testable import ProviderKit
@testable import WeatherData

/// The repository asks a service that answers several places at once in batches of its size, and gives
/// each place its own part of the reply.
struct BatchedRefreshTests {
    /// Answers up to `placesPerRequest` places a call with each place's latitude as its temperature (°C);
    /// records each call's batch; fails the batches holding a latitude in `failing`, holds those holding one
    /// in `slow` until `othersFirst` other batches have answered, and drops the last answer of those holding
    /// one in `short`.
    final class BatchingService: TestWeatherSource {
        let placesPerRequest: Int
        let failing: Set<Double>
        let slow: Set<Double>
        let othersFirst: Int
        let short: Set<Double>
        typealias Answers = [Result<CurrentWeather, WeatherError>]

        private let recorded = Mutex<[[Double]]>([])
        private let answered = Mutex<(count: Int, waiting: [CheckedContinuation<Void, Never>])>((0, []))

        init(
            placesPerRequest: Int, failing: Set<Double> = [], slow: Set<Double> = [], othersFirst: Int = 0,
            short: Set<Double> = []
        ) {
            self.placesPerRequest = placesPerRequest
            self.failing = failing
            self.slow = slow
            self.othersFirst = othersFirst
            self.short = short
        }

        var batches: [[Double]] { recorded.withLock { $0 } }

        func currentWeather(at coordinates: Coordinates) async throws(WeatherError) -> CurrentWeather {
            Issue.record("a batching service was asked about one place on its own")
            throw .internalFailure(detail: "unexpected call")
        }

        func currentWeather(at coordinates: [Coordinates]) async throws(WeatherError)
            -> [Result<CurrentWeather, WeatherError>]
        {
            let latitudes = coordinates.map(\.latitude)
            recorded.withLock { $0.append(latitudes) }
            #expect(latitudes.count <= placesPerRequest)
            if slow.isDisjoint(with: latitudes) {
                defer { answerOne() }
                return try answers(at: latitudes)
            }
            await othersAnswered()
            return try answers(at: latitudes)
        }

        private func answers(at latitudes: [Double]) throws(WeatherError) -> Answers {
            if !failing.isDisjoint(with: latitudes) {
                throw .serviceUnavailable(statusCode: 502)
            }
            let answers = latitudes.map { Result<CurrentWeather, WeatherError>.success(Self.weather(at: $0)) }
            return short.isDisjoint(with: latitudes) ? answers : Array(answers.dropLast())
        }

        /// Counts an answer of a batch that is not slow, and wakes the slow ones once there are enough.
        private func answerOne() {
            let woken = answered.withLock { state -> [CheckedContinuation<Void, Never>] in
                state.count += 1
                guard state.count >= othersFirst else { return [] }
                defer { state.waiting = [] }
                return state.waiting
            }
            for waiter in woken { waiter.resume() }
        }

        /// Returns once `othersFirst` other batches have answered, or as soon as the task is cancelled.
        private func othersAnswered() async {
            await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    let ready = answered.withLock { state in
                        if state.count >= othersFirst || Task.isCancelled { return true }
                        state.waiting.append(continuation)
                        return false
                    }
                    if ready { continuation.resume() }
                }
            } onCancel: {
                let waiting = answered.withLock { state in
                    defer { state.waiting = [] }
                    return state.waiting
                }
                for waiter in waiting { waiter.resume() }
            }
        }

        static func weather(at latitude: Double) -> CurrentWeather {
            Fixtures.weather(kelvin: 273.15 + latitude / 10, observedAt: Fixtures.epoch)
        }
    }

    private let clock = FixedClock()
    private let store: SQLiteWeatherStore
    /// Seven places in one country, latitudes 10 to 70.
    private let places = (1...7).map { number in
        Place(
            name: "Station \(number)", countryCode: "NO",
            coordinates: Coordinates(latitude: Double(number * 10), longitude: Double(number))!)
    }

    init() throws {
        store = try SQLiteWeatherStore()
    }

    private func repository(_ service: BatchingService) -> SavedPlacesRepository {
        SavedPlacesRepository(
            store: store, service: service.currentWeatherService.checked { clock.now }, clock: clock,
            maximumConcurrentRequests: 4)
    }

    private func saveStale() async throws {
        for place in places {
            try await store.save(
                place, weather: Fixtures.weather(kelvin: 250), fetchedAt: clock.now.addingTimeInterval(-3_600)
            )
        }
    }

    @Test(arguments: [1, 2, 3, 7, 100])
    func staleSavedPlacesGoInBatchesOfTheServiceSizeAndEachGetsItsOwnWeather(size: Int) async throws {
        try await saveStale()
        let service = BatchingService(placesPerRequest: size)

        let reports = try await repository(service).reports(policy: .refresh)

        let latitudes = places.map(\.coordinates.latitude)
        let expected = stride(from: 0, to: latitudes.count, by: size).map {
            Array(latitudes[$0..<min($0 + size, latitudes.count)])
        }
        #expect(Set(service.batches) == Set(expected) && service.batches.count == expected.count)
        #expect(reports.map(\.place.name) == places.map(\.name))
        #expect(reports.allSatisfy { $0.origin == .network })
        #expect(
            reports.map(\.weather) == latitudes.map(BatchingService.weather(at:)),
            "weather went to another place")
    }

    @Test func aFailedBatchFallsBackForItsPlacesAndTheOthersAreFresh() async throws {
        try await saveStale()
        let service = BatchingService(placesPerRequest: 3, failing: [40])

        let reports = try await repository(service).reports(policy: .refresh)

        let failed = WeatherReport.Origin.fallback(.serviceUnavailable(statusCode: 502))
        #expect(reports.map(\.origin) == [.network, .network, .network, failed, failed, failed, .network])
        #expect(reports[3].weather.temperature?.kelvin == 250, "the stored copy")
    }

    @Test func aReplyWithTooFewPlacesIsUnreadableForEachPlaceOfItsBatch() async throws {
        try await saveStale()
        let service = BatchingService(placesPerRequest: 4, short: [10])

        let reports = try await repository(service).reports(policy: .refresh)

        let unreadable = WeatherReport.Origin.fallback(
            .unreadableResponse(detail: "the reply holds 3 places, not the 4 asked for"))
        #expect(
            reports.map(\.origin) == [
                unreadable, unreadable, unreadable, unreadable, .network, .network, .network,
            ])
    }

    /// The first of the three batches answers last; a repository that asked them one at a time would never
    /// finish, which the time limit turns into a failure.
    @Test(.timeLimit(.minutes(1)))
    func newPlacesAreSavedInTheOrderAskedWhicheverBatchAnswersFirst() async throws {
        let service = BatchingService(placesPerRequest: 3, slow: [10], othersFirst: 2)

        let results = await repository(service).reports(for: places, policy: .refresh)

        #expect(results.map { try? $0.get().place.name } == places.map(\.name))
        #expect(try await store.places().map(\.name) == places.map(\.name))
    }

    @Test func aFailedBatchOfNewPlacesFailsEachOfThemAndSavesNone() async throws {
        let service = BatchingService(placesPerRequest: 7, failing: [10])

        let results = await repository(service).reports(for: places, policy: .refresh)

        for result in results {
            #expect(throws: WeatherError.serviceUnavailable(statusCode: 502)) { try result.get() }
        }
        #expect(try await store.places().isEmpty)
    }
}
