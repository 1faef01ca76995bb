import Domain
import Infrastructure
import Synchronization

/// The providers that failed lately with a fault that every request to them would meet
/// (`WeatherError.affectsEveryRequest`: no answer in time, a refused connection, requests limited), so that places asked soon after go straight to the next
/// provider: a hanging service costs the time budget once a command, not once a batch, and a service that
/// limits requests is not asked again before it said to. Each is forgotten after `memory` (or the
/// service's `Retry-After`), so that a long `watch` asks it again.
final class ProviderOutages: Sendable {
    private let memory: Duration
    private let clock: any MonotonicClock
    /// Each provider's fault, and the uptime of `clock` until which it is remembered.
    private let failed = Mutex<[WeatherProvider: (error: WeatherError, until: Duration)]>([:])

    init(memory: Duration, clock: any MonotonicClock) {
        self.memory = memory
        self.clock = clock
    }

    /// The fault `provider` met lately, if it is one that every request would meet and is not yet forgotten.
    func outage(of provider: WeatherProvider) -> WeatherError? {
        failed.withLock { failed in
            guard let outage = failed[provider] else { return nil }
            guard clock.uptime < outage.until else {
                failed[provider] = nil
                return nil
            }
            return outage.error
        }
    }

    /// Remembers `provider`'s fault when it answered none of `results` and failed with such a fault.
    func note<T>(_ provider: WeatherProvider, _ results: [Result<T, WeatherError>]) {
        var outage: WeatherError?
        for result in results {
            switch result {
            case .success: return
            // wxapp's own budget is no fault of the provider, and the budget itself says when it has room.
            case .failure(.requestBudgetSpent): continue
            case .failure(let error) where error.affectsEveryRequest: outage = outage ?? error
            case .failure: continue
            }
        }
        guard let outage else { return }
        let lasting: Duration =
            if case .rateLimited(let seconds?) = outage { max(memory, .seconds(seconds)) } else { memory }
        let until = clock.uptime + lasting
        failed.withLock { $0[provider] = (outage, until) }
    }
}
