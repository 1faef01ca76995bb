import Domain
import FoundationEssentials
import Infrastructure
import Logging
import ProviderKit

/// Asks the providers in order, within one time budget: a place whose provider fails with a fault of its
/// own (`WeatherError.invitesFailover`) is asked of the next, and what answers carries the failures it
/// passed over. A user's own error or a network that is down ends the asking at once; when every provider
/// fails, the place fails with all their failures, or with the first alone when only one was asked.
public struct FailoverService: Sendable {
    private let links: [ProviderLink]
    private let budget: Duration
    private let checks: (any ProviderCheckStore)?
    private let clock: any MonotonicClock
    private let logger: Logger
    private let outages: ProviderOutages

    /// `links` in the order asked, the first being the provider chosen; `budget` is the time all of them
    /// share, each given an equal part and what those before it left; `checks` keeps what each did; `clock`
    /// times the budget and the outages, and dates what is fetched.
    public init(
        links: [ProviderLink], budget: Duration, checks: (any ProviderCheckStore)?, clock: any MonotonicClock,
        logger: Logger
    ) {
        self.links = links
        self.budget = budget
        self.checks = checks
        self.clock = clock
        self.logger = logger
        // Longer than one command's time budget, shorter than `watch`'s shortest pause between refreshes.
        outages = ProviderOutages(memory: .seconds(50), clock: clock)
    }

    /// The current weather, asked of each provider's weather service in turn.
    public var currentWeather: PointService<Checked<CurrentWeather>> {
        service(\.weather) { weather, provider, failures in
            weather.reported(by: provider).passingOver(failures)
        }
    }

    /// Forecasts, asked of each provider's forecast service in turn.
    public var forecasts: PointService<Checked<Forecast>> {
        service(\.forecasts) { forecast, provider, failures in
            forecast.reported(by: provider, passingOver: failures)
        }
    }

    /// The kind of value each link gives through `capability`, asked of the providers in order: as many
    /// places a request as the chosen provider takes, and as many as each provider's share takes in one
    /// request (each provider but the last gets as many places as wxapp's own budget lets it be asked about
    /// now, and the places beyond go straight to the next, in its larger requests where it takes several
    /// places at once: Open-Meteo's 100). `credit` names the provider that answered and the failures passed
    /// over on the way. Each link's answers pass the one check of fetched values, so an answer outside
    /// physical bounds is unreadable and the next is asked.
    private func service<Value: PhysicallyBounded>(
        _ capability: KeyPath<ProviderLink, PointService<Value>> & Sendable,
        credit: @escaping @Sendable (Value, WeatherProvider, [ProviderFailure]) -> Value
    ) -> PointService<Checked<Value>> {
        let links = links
        return PointService(
            placesPerRequest: links.first?[keyPath: capability].placesPerRequest ?? 1,
            requestSizes: { count in
                var sizes: [Int] = []
                var left = count
                for (number, link) in links.enumerated() where left > 0 {
                    let size = max(1, link[keyPath: capability].placesPerRequest)
                    let (room, overflow) = max(0, link.budget.requestsLeft).multipliedReportingOverflow(
                        by: size)
                    let share = number == links.count - 1 || overflow ? left : min(left, room)
                    sizes += PointService<Value>.sizes(of: share, by: size)
                    left -= share
                }
                return sizes
            }
        ) { points, demand in
            let now = clock.date
            return await ask(
                points,
                { link, points in
                    let service = link[keyPath: capability].checked { now }
                    return await Self.each(points, perRequest: service.placesPerRequest) {
                        batch throws(WeatherError) in try await service.values(at: batch, demand: demand)
                    }
                },
                credit: { checked, provider, failures in checked.noting { credit($0, provider, failures) } })
        }
    }

    /// Each point's result from the first provider that answers for it, the providers asked in order;
    /// `credit` names the provider that answered and the failures passed over on the way.
    private func ask<T: Sendable>(
        _ points: [Coordinates],
        _ fetch: @escaping @Sendable (ProviderLink, [Coordinates]) async -> [Result<T, WeatherError>],
        credit: (T, WeatherProvider, [ProviderFailure]) -> T
    ) async -> [Result<T, WeatherError>] {
        var results = [Result<T, WeatherError>?](repeating: nil, count: points.count)
        var failures = [[ProviderFailure]](repeating: [], count: points.count)
        var pending = Array(points.indices)
        let start = clock.uptime
        for (number, link) in links.enumerated() where !pending.isEmpty {
            let isLast = number == links.count - 1
            // A place outside the provider's reach is never asked of it: it goes on to the next, and when
            // the provider was the one chosen, the notice says why.
            let reach = link.provider.reach
            let outside = pending.filter { !reach.contains(points[$0]) }
            let reached = outside.isEmpty ? pending : pending.filter { reach.contains(points[$0]) }
            if number == 0 {
                for index in outside {
                    failures[index].append(
                        ProviderFailure(
                            provider: link.provider,
                            error: .outsideReach(provider: link.provider.displayName, area: reach.area)))
                }
            }
            if isLast {
                for index in outside { results[index] = .failure(Self.outcome(of: failures[index])) }
            }
            pending = reached
            let passedOn = isLast ? [] : outside
            guard !pending.isEmpty else {
                pending = passedOn
                continue
            }
            let asked = pending.map { points[$0] }
            let answered: [Result<T, WeatherError>]
            let outage = outages.outage(of: link.provider)
            if let outage {
                logger.debug(
                    "\(link.provider.displayName) failed for every place lately; not asked again yet")
                answered = Array(repeating: .failure(outage), count: asked.count)
            } else if links.count == 1 {
                answered = await fetch(link, asked)
            } else {
                let deadline = start + budget * (Double(number + 1) / Double(links.count))
                // With another provider to ask, a request wxapp's own budget has no room for is not waited
                // on: its place goes on at once.
                answered = await RateLimitedHTTPClient.$mayWait.withValue(false) {
                    await Self.before(deadline, on: clock, count: asked.count) { await fetch(link, asked) }
                }
                outages.note(link.provider, answered)
            }
            if outage == nil { await record(link.provider, answered) }
            var next: [Int] = []
            for (index, result) in zip(pending, answered) {
                switch result {
                case .success(let value):
                    results[index] = .success(credit(value, link.provider, failures[index]))
                case .failure(let error):
                    failures[index].append(ProviderFailure(provider: link.provider, error: error))
                    if error.invitesFailover, !isLast {
                        next.append(index)
                    } else {
                        results[index] = .failure(Self.outcome(of: failures[index]))
                    }
                }
            }
            if !next.isEmpty, let following = links.dropFirst(number + 1).first {
                logger.debug(
                    "\(link.provider.displayName) failed for \(next.count) place(s); asking \(following.provider.displayName)"
                )
            }
            pending = next + passedOn
        }
        return results.map { $0 ?? .failure(.internalFailure(detail: "a place was left unasked")) }
    }

    /// The error of a place no provider answered for: the only failure, or all of them.
    static func outcome(of failures: [ProviderFailure]) -> WeatherError {
        guard failures.count > 1 else {
            return failures.first?.error ?? .internalFailure(detail: "a place failed with no failure")
        }
        return .allProvidersFailed(failures)
    }

    /// Keeps what `provider` did, for `doctor`: answered when any place was answered, else the first failure;
    /// nothing when wxapp's own budget held back every request, as the provider was not asked.
    private func record<T>(_ provider: WeatherProvider, _ fetched: [Result<T, WeatherError>]) async {
        guard let checks else { return }
        let unasked = fetched.allSatisfy { result in
            if case .failure(.requestBudgetSpent) = result { true } else { false }
        }
        guard !unasked else { return }
        let answered = fetched.contains { if case .success = $0 { true } else { false } }
        let failure: String? =
            answered
            ? nil
            : fetched.lazy.compactMap { result -> String? in
                if case .failure(let error) = result { return error.brief } else { return nil }
            }.first
        do throws(WeatherError) {
            try await checks.record(
                ProviderCheck(provider: provider, checkedAt: clock.date, failure: failure))
        } catch {
            // Only `doctor` reads this; a database that cannot take it fails the weather's own save next,
            // with the message that belongs to it.
            logger.debug("could not keep what \(provider.displayName) did: \(error)")
        }
    }
}
