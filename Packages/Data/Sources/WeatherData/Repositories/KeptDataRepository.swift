import Domain
import FoundationEssentials
import ProviderKit

/// The one way a kind of data kept beside a place is served, whatever the kind: the kept copy while the
/// policy accepts its age; else fetched (checked against the kind's bounds on the way) and kept; else, when
/// fetching or the check fails, the kept copy with the reason. Offline with nothing kept, the error names
/// the kind.
public struct KeptDataRepository<Value: PhysicallyBounded>: Sendable {
    public let description: KeptDataDescription<Value>
    let clock: any WallClock

    public init(_ description: KeptDataDescription<Value>, clock: any WallClock) {
        self.description = description
        self.clock = clock
    }

    /// One place, served as `reports(for:policy:)` serves each.
    public func report(for place: Place, policy: FetchPolicy) async throws(WeatherError) -> Report<Value> {
        guard let result = await reports(for: [place], policy: policy).first else {
            throw .internalFailure(detail: "a place was left unserved")
        }
        return try result.get()
    }

    /// Many places at once: each place's kept copy while the policy accepts its age; the others fetched
    /// together and kept, or on a failure (of the fetch or of the check) served from its kept copy with the
    /// reason.
    public func reports(for places: [Place], policy: FetchPolicy) async -> [Result<
        Report<Value>, WeatherError
    >] {
        var results = [Result<Report<Value>, WeatherError>?](repeating: nil, count: places.count)
        var due: [(index: Int, place: Place, kept: Report<Value>?)] = []
        for (index, asked) in places.enumerated() {
            do throws(WeatherError) {
                switch try await description.lookup(asked) {
                case .answered(let report):
                    results[index] = .success(report)
                case .due(let place, let kept):
                    if let kept, policy == .offline || description.serves(kept),
                        let origin = policy.origin(ofCopyFetchedAt: kept.fetchedAt, now: clock.now)
                    {
                        results[index] = .success(kept.served(origin))
                    } else if policy == .offline {
                        throw .notKept(description.kind, for: place)
                    } else {
                        due.append((index, place, kept))
                    }
                }
            } catch {
                results[index] = .failure(error)
            }
        }
        if !due.isEmpty {
            let fetched = await description.fetch(due.map(\.place), FetchDemand(policy))
            for (number, item) in due.enumerated() {
                let result =
                    number < fetched.count
                    ? fetched[number] : .failure(.unreadableResponse(detail: "the reply left a place out"))
                results[item.index] = await settle(item.place, result, kept: item.kept)
            }
        }
        return results.map { result in
            (result ?? .failure(.internalFailure(detail: "a place was left unserved"))).map(description.shown)
        }
    }

    /// The copy kept for `place`, or nil when none is.
    public func kept(for place: Place) async throws(WeatherError) -> Report<Value>? {
        try await description.store.copy(place.key).map(description.shown)
    }

    /// The copies kept for every saved place that has one, in the order the places were saved.
    public func allKept() async throws(WeatherError) -> [Report<Value>] {
        guard let all = description.store.all else {
            throw .internalFailure(detail: "a kind that is never listed whole was listed")
        }
        return try await all().map(description.shown)
    }

    /// A fetched, checked value kept; a failure of the fetch or the check served from the kept copy, with
    /// the reason, where there is one.
    private func settle(
        _ asked: Place, _ fetched: Result<Checked<Value>, WeatherError>, kept: Report<Value>?
    ) async -> Result<Report<Value>, WeatherError> {
        let value: Value
        switch fetched {
        case .success(let checked):
            value = checked.value
        case .failure(let error):
            guard let kept else { return .failure(error.naming(asked)) }
            return .success(kept.served(.fallback(error.naming(asked))))
        }
        do throws(WeatherError) {
            let (place, settled) = try await description.settle(asked, value)
            // A reply the service asked to be reused until it expires is as old as when it came.
            let receivedAt = description.receivedAt(settled)
            let report = Report(
                place: place, value: settled, fetchedAt: receivedAt ?? clock.now,
                origin: receivedAt == nil ? .network : .cache)
            try await description.store.keep(report)
            return .success(report)
        } catch {
            return .failure(error)
        }
    }
}

extension Report {
    /// The same report, served as `origin` says.
    func served(_ origin: Origin) -> Report {
        Report(place: place, value: value, fetchedAt: fetchedAt, origin: origin)
    }
}
