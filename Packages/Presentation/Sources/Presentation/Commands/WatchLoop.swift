import Domain
import FoundationEssentials

/// The refresh loop of `watch`: refresh, show, wait, again; until the count is reached or the task is cancelled.
struct WatchLoop: Sendable {
    /// One refresh, as shown.
    struct Refresh: Sendable {
        let number: Int
        let reports: [WeatherReport]
        let status: WatchNetworkStatus
        /// How long the loop waits before the next refresh.
        let pause: Int
    }

    let interval: WatchInterval
    /// Stop after this many refreshes; nil runs until cancelled.
    let limit: Int?
    let sleeper: any Sleeper
    let refresh: @Sendable () async throws(WeatherError) -> [WeatherReport]
    let show: @Sendable (Refresh) -> Void

    /// Returns how many refreshes were shown; a storage or configuration failure ends the loop with its error.
    func run() async throws(WeatherError) -> Int {
        var status = WatchNetworkStatus.unchecked
        var number = 0
        while !Task.isCancelled {
            let reports = try await refresh()
            guard !Task.isCancelled else { break }
            number += 1
            status = status.after(reports)
            let pause = Self.pause(interval: interval, reports: reports)
            show(Refresh(number: number, reports: reports, status: status, pause: pause))
            if let limit, number >= limit { break }
            do {
                try await sleeper.sleep(for: .seconds(pause))
            } catch {
                break  // cancelled: the user asked to quit
            }
        }
        return number
    }

    /// The interval, stretched so that a refresh of every place stays within a free key's 60 calls a
    /// minute, to the wait the service asked for when it limited requests, and to the time wxapp's own
    /// request budget needs to have room again.
    static func pause(interval: WatchInterval, reports: [WeatherReport]) -> Int {
        let retryAfter =
            reports.compactMap { report -> Int? in
                switch report.origin {
                case .fallback(.rateLimited(let seconds)): seconds ?? interval.seconds
                case .fallback(.requestBudgetSpent(_, _, let seconds)): seconds
                default: nil
                }
            }.max() ?? 0
        return max(interval.seconds, reports.count, retryAfter)
    }
}
