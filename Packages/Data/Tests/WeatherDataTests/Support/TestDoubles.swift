import Domain
import Foundation
import Infrastructure
import Synchronization
import WeatherData

/// A clock that stays where the test puts it.
final class FixedClock: WallClock {
    private let current: Mutex<Date>

    init(_ now: Date = Fixtures.epoch) {
        current = Mutex(now)
    }

    var now: Date { current.withLock { $0 } }

    func advance(by seconds: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(seconds) }
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
final class StubWeatherService: CurrentWeatherService {
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
