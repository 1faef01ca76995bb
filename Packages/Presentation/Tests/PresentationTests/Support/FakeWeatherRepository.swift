import Domain
import Synchronization

/// An in-memory weather repository: `saved` reports are the cache, `fetchable` ones can be added;
/// `failures` make fetching a place throw. Records every policy it is asked for.
final class FakeWeatherRepository: WeatherRepository {
    private struct State {
        var saved: [Place]
        var reports: [PlaceKey: WeatherReport]
        var failures: [PlaceKey: WeatherError]
        var policies: [FetchPolicy] = []
    }

    private let state: Mutex<State>

    init(saved: [WeatherReport] = [], fetchable: [WeatherReport] = [], failures: [Place: WeatherError] = [:])
    {
        let reports = (saved + fetchable).map { ($0.place.key, $0) }
        state = Mutex(
            State(
                saved: saved.map(\.place), reports: Dictionary(reports) { first, _ in first },
                failures: Dictionary(uniqueKeysWithValues: failures.map { ($0.key.key, $0.value) })))
    }

    var policies: [FetchPolicy] { state.withLock { $0.policies } }
    var savedPlaces: [Place] { state.withLock { $0.saved } }

    func savedPlaces() async throws(WeatherError) -> [Place] {
        state.withLock { $0.saved }
    }

    func savedPlaces(named key: SearchKey) async throws(WeatherError) -> [Place] {
        state.withLock { $0.saved.filter { $0.answers(to: key) } }
    }

    func lookedAtPlaces(named key: SearchKey) async throws(WeatherError) -> [Place] { [] }

    func keepLookedAt(_ place: Place) async throws(WeatherError) {}

    func report(for place: Place, policy: FetchPolicy) async throws(WeatherError) -> WeatherReport {
        try state.withLock { state throws(WeatherError) in
            state.policies.append(policy)
            if let failure = state.failures[place.key] { throw failure }
            guard let report = state.reports[place.key] else {
                throw .internalFailure(detail: "no stub report for \(place.name)")
            }
            if !state.saved.contains(place) { state.saved.append(place) }
            return report
        }
    }

    func reports(policy: FetchPolicy) async throws(WeatherError) -> [WeatherReport] {
        try state.withLock { state throws(WeatherError) in
            state.policies.append(policy)
            return try state.saved.map { place throws(WeatherError) in
                if let failure = state.failures[place.key] { throw failure }
                return state.reports[place.key]!
            }
        }
    }

    func delete(_ keys: [PlaceKey]) async throws(WeatherError) -> Int {
        state.withLock { state in
            let before = state.saved.count
            state.saved.removeAll { keys.contains($0.key) }
            return before - state.saved.count
        }
    }

    func deleteAll() async throws(WeatherError) -> Int {
        state.withLock { state in
            defer { state.saved.removeAll() }
            return state.saved.count
        }
    }
}
