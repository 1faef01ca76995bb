import Domain
import Foundation
import Infrastructure
import ProviderKit
import Synchronization
import WeatherData

/// A clock that stays where the test puts it: its date and its uptime move together, and only when the
/// test moves them. A sleep on it ends when the test moves the clock past its end (or its task is
/// cancelled), never by itself: a test never waits on the wall clock.
final class FixedClock: WallClock, MonotonicClock {
    private struct Sleeper {
        let until: Duration
        let wake: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now: Date
        var uptime: Duration = .zero
        var sleepers: [UInt64: Sleeper] = [:]
        var nextSleeper: UInt64 = 0
        var waitingForSleepers: [CheckedContinuation<Void, Never>] = []
    }

    private let state: Mutex<State>

    init(_ now: Date = Fixtures.epoch) {
        state = Mutex(State(now: now))
    }

    var now: Date { state.withLock { $0.now } }
    var date: Date { now }
    var uptime: Duration { state.withLock { $0.uptime } }

    /// Moves the date and the uptime by `seconds`, and wakes every sleep that ends by then.
    func advance(by seconds: TimeInterval) {
        let woken = state.withLock { state in
            state.now = state.now.addingTimeInterval(seconds)
            state.uptime += .milliseconds(Int64((seconds * 1_000).rounded()))
            let due = state.sleepers.filter { $0.value.until <= state.uptime }
            for id in due.keys { state.sleepers[id] = nil }
            return due.values.map(\.wake)
        }
        for wake in woken { wake.resume() }
    }

    func sleep(for duration: Duration) async throws {
        let id = state.withLock { state in
            state.nextSleeper += 1
            return state.nextSleeper
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (wake: CheckedContinuation<Void, any Error>) in
                let waiting = state.withLock { state -> [CheckedContinuation<Void, Never>]? in
                    guard !Task.isCancelled else { return nil }
                    state.sleepers[id] = Sleeper(until: state.uptime + duration, wake: wake)
                    defer { state.waitingForSleepers = [] }
                    return state.waitingForSleepers
                }
                guard let waiting else { return wake.resume(throwing: CancellationError()) }
                for waiter in waiting { waiter.resume() }
            }
        } onCancel: {
            state.withLock { $0.sleepers.removeValue(forKey: id) }?.wake.resume(throwing: CancellationError())
        }
    }

    /// Returns once something sleeps on the clock, at once when something does already.
    func untilSomethingSleeps() async {
        await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
            let sleeping = state.withLock { state in
                if state.sleepers.isEmpty { state.waitingForSleepers.append(waiter) }
                return !state.sleepers.isEmpty
            }
            if sleeping { waiter.resume() }
        }
    }
}

/// Answers every request with the reply the test set, and records what was asked.
final class StubHTTPClient: HTTPClient {
    private let state: Mutex<(reply: Result<HTTPResponse, HTTPClientError>, requests: [HTTPRequest])>

    init(status: Int = 200, body: String, headers: [String: String] = [:]) {
        let response = HTTPResponse(statusCode: status, headers: headers, body: Data(body.utf8))
        state = Mutex((.success(response), []))
    }

    init(failure: HTTPClientError) {
        state = Mutex((.failure(failure), []))
    }

    var requests: [HTTPRequest] { state.withLock { $0.requests } }

    func send(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse {
        let reply = state.withLock { state in
            state.requests.append(request)
            return state.reply
        }
        return try reply.get()
    }
}

/// A network monitor with a fixed answer that remembers what it was told.
final class StubNetworkMonitor: NetworkMonitor {
    private let state: Mutex<(reachable: Bool, recorded: [Bool])>

    init(reachable: Bool = true) {
        state = Mutex((reachable, []))
    }

    var recorded: [Bool] { state.withLock { $0.recorded } }

    func canReach(host: String) -> Bool { state.withLock { $0.reachable } }

    func record(host: String, reachable: Bool) {
        state.withLock { $0.recorded.append(reachable) }
    }
}

/// Serves observations from a table keyed by latitude, or fails as the test says; counts calls.
final class StubWeatherService: TestWeatherSource {
    private let state: Mutex<(replies: [Double: Result<CurrentWeather, WeatherError>], calls: [Coordinates])>

    init(_ replies: [Place: Result<CurrentWeather, WeatherError>] = [:]) {
        state = Mutex(
            (Dictionary(uniqueKeysWithValues: replies.map { ($0.key.coordinates.latitude, $0.value) }), []))
    }

    var calls: [Coordinates] { state.withLock { $0.calls } }

    func set(_ place: Place, _ reply: Result<CurrentWeather, WeatherError>) {
        state.withLock { $0.replies[place.coordinates.latitude] = reply }
    }

    func currentWeather(at coordinates: Coordinates) async throws(WeatherError) -> CurrentWeather {
        let reply = state.withLock { state in
            state.calls.append(coordinates)
            return state.replies[coordinates.latitude]
        }
        guard let reply else { throw .placeNotFound(query: "\(coordinates)") }
        return try reply.get()
    }
}
