import Domain
import FoundationEssentials
import Infrastructure
import ProviderKit

extension FailoverService {
    /// `points` asked `perRequest` at a time, one request after the other; a failed request fails its places.
    static func each<T: Sendable>(
        _ points: [Coordinates], perRequest: Int,
        _ request: ([Coordinates]) async throws(WeatherError) -> [Result<T, WeatherError>]
    ) async -> [Result<T, WeatherError>] {
        var results: [Result<T, WeatherError>] = []
        let size = max(1, perRequest)
        for start in stride(from: 0, to: points.count, by: size) {
            results += await OneRequest.results(
                for: Array(points[start..<min(start + size, points.count)]), request)
        }
        return results
    }

    /// What `operation` gives, or a timeout for each of `count` places when `clock` reaches `deadline` (an
    /// uptime) first: the operation is then cancelled, which ends its requests.
    static func before<T: Sendable>(
        _ deadline: Duration, on clock: any MonotonicClock, count: Int,
        _ operation: @escaping @Sendable () async -> [Result<T, WeatherError>]
    ) async -> [Result<T, WeatherError>] {
        await withTaskGroup(of: [Result<T, WeatherError>]?.self) { group in
            group.addTask { await operation() }
            group.addTask {
                // Cancelled (the operation finished first) or woken at the deadline: either way, no result.
                try? await clock.sleep(for: deadline - clock.uptime)
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first ?? Array(repeating: .failure(.timedOut), count: count)
        }
    }
}
