import Domain
import Synchronization

/// Forecasts kept in memory by place; a place without one, or with a failure, throws. Records every policy.
final class FakeForecastRepository: ForecastRepository {
    private struct State {
        var reports: [PlaceKey: ForecastReport]
        var failures: [PlaceKey: WeatherError]
        var policies: [FetchPolicy] = []
    }

    private let state: Mutex<State>

    init(_ reports: [ForecastReport] = [], failures: [Place: WeatherError] = [:]) {
        state = Mutex(
            State(
                reports: Dictionary(reports.map { ($0.place.key, $0) }) { first, _ in first },
                failures: Dictionary(uniqueKeysWithValues: failures.map { ($0.key.key, $0.value) })))
    }

    var policies: [FetchPolicy] { state.withLock { $0.policies } }

    func forecast(for place: Place, policy: FetchPolicy) async throws(WeatherError) -> ForecastReport {
        try state.withLock { state throws(WeatherError) in
            state.policies.append(policy)
            if let failure = state.failures[place.key] { throw failure }
            guard let report = state.reports[place.key] else {
                throw .notCached(query: "\(place.name), \(place.countryCode)")
            }
            return report
        }
    }
}
