import Domain
import FoundationEssentials
import ProviderKit

extension KeptDataDescription where Value == PastWeather {
    /// The weather of the place's days `dates`: the days kept final are never asked again, and the run from
    /// the first day that is not to the last is asked of `service` (checked at the moment `clock` tells),
    /// cut at the place's own midnights by `zones`, and kept in `store` with the final days. A copy of every
    /// day stands for a fetch while each of its preliminary days is younger than `lifetime`.
    public static func pastDays(
        _ dates: PastDays, lifetime: TimeInterval, store: SQLiteWeatherStore, service: any PastWeatherService,
        zones: any TimeZoneRules, clock: any WallClock
    ) -> Self {
        var description = Self(
            kind: .pastWeather(dates), store: store.keptPastDays(dates),
            fetch: oneByOne(clock: clock) { place throws(WeatherError) in
                let final = (try await store.pastDays(in: dates, for: place.key)?.days ?? []).filter {
                    !$0.preliminary
                }
                let kept = Set(final.map(\.date))
                let missing = dates.dates.filter { !kept.contains($0) }
                guard let first = missing.first, let last = missing.last,
                    let asked = PastDays(first: first, last: last)
                else { return PastWeather(dates, from: [final]) }
                let observed = try await store.observedUTCOffset(for: place.key)
                let today = zones.today(at: place, observed: observed, now: clock.now)
                var fetched: [[PastDay]] = []
                for reply in try await service.pastWeather(at: place.coordinates, days: asked, today: today) {
                    fetched.append(
                        try reply.days(offsets: zones.offsets(of: place, over: reply), today: today))
                }
                return PastWeather(dates, from: fetched + [final])
            })
        description.serves = { report in
            let now = clock.now
            return report.value.days.allSatisfy { $0.isCurrent(at: now, lifetime: lifetime) }
        }
        return description
    }
}

extension TimeZoneRules {
    /// The offsets `place` keeps over the days of `reply` and the day either side: its zone's, else the
    /// zone the reply names for it, else the one offset the reply was cut at.
    fileprivate func offsets(of place: Place, over reply: PastWeather.Reply) -> UTCOffsets {
        let zoned = place.timeZone == nil ? place.inTimeZone(reply.timeZone) : place
        let start = Double(reply.dates.first.daysSinceEpoch - 2) * 86_400
        let end = Double(reply.dates.last.daysSinceEpoch + 3) * 86_400
        return offsets(
            at: zoned, observed: zoned.timeZone == nil ? reply.utcOffsetSeconds : nil,
            from: Date(timeIntervalSince1970: start), through: Date(timeIntervalSince1970: end))
    }
}

/// Past days through the one kept-data repository, with a description made for the days asked: final days
/// are kept for good, so a copy is asked for at any age, and the description's `serves` sends preliminary
/// days older than the policy's lifetime to be fetched again.
public struct KeptPastDays: PastWeatherRepository {
    private let description: @Sendable (PastDays, TimeInterval) -> KeptDataDescription<PastWeather>
    private let clock: any WallClock

    public init(
        store: SQLiteWeatherStore, service: any PastWeatherService, zones: any TimeZoneRules,
        clock: any WallClock
    ) {
        description = { dates, lifetime in
            .pastDays(dates, lifetime: lifetime, store: store, service: service, zones: zones, clock: clock)
        }
        self.clock = clock
    }

    public func pastWeather(_ days: PastDays, for place: Place, policy: FetchPolicy)
        async throws(WeatherError)
        -> Report<PastWeather>
    {
        let lifetime: TimeInterval
        switch policy {
        case .cacheFirst(let seconds): lifetime = seconds
        case .refresh, .offline: lifetime = 0
        }
        let repository = KeptDataRepository(description(days, lifetime), clock: clock)
        return try await repository.report(
            for: place, policy: policy == .offline ? .offline : .cacheFirst(lifetime: .infinity))
    }
}
