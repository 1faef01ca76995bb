import Domain
import Synchronization

/// The providers that failed in this run with a fault that every request to them would meet (no answer in
/// time, a refused connection, requests limited), so that places asked later go straight to the next
/// provider: a hanging service costs the time budget once a run, not once a batch, and a service that
/// limits requests is not asked again before the run ends.
final class ProviderOutages: Sendable {
    private let failed = Mutex<[WeatherProvider: WeatherError]>([:])

    /// The fault `provider` met earlier in this run, if it is one that every request would meet.
    func outage(of provider: WeatherProvider) -> WeatherError? {
        failed.withLock { $0[provider] }
    }

    /// Remembers `provider`'s fault when it answered none of `results` and failed with such a fault.
    func note<T>(_ provider: WeatherProvider, _ results: [Result<T, WeatherError>]) {
        var outage: WeatherError?
        for result in results {
            switch result {
            case .success: return
            case .failure(let error) where Self.meetsEveryRequest(error): outage = outage ?? error
            case .failure: continue
            }
        }
        guard let outage else { return }
        failed.withLock { $0[provider] = outage }
    }

    private static func meetsEveryRequest(_ error: WeatherError) -> Bool {
        switch error {
        case .timedOut, .connectionRefused, .rateLimited: true
        default: false
        }
    }
}
