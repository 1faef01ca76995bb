import Domain
import FoundationEssentials

extension KeptCopy {
    /// `value` of `place` as kept when it arrived: at `now`, from the network, or at `receivedAt` when the
    /// service asked a reply to be reused until it expires, which is as old as when it came.
    static func arrived(_ value: Value, of place: Place, receivedAt: Date?, now: Date) -> (
        KeptCopy, WeatherReport.Origin
    ) {
        (
            KeptCopy(place: place, value: value, fetchedAt: receivedAt ?? now),
            receivedAt == nil ? .network : .cache
        )
    }
}

/// The one way a kind of data kept beside a place is served: the kept copy while the policy accepts its
/// age; else fetched, checked against the kind's bounds and kept; else, when fetching or the check fails,
/// the kept copy with the reason. Offline with nothing kept, the error names the kind.
struct KeptDataPipeline<Value: Sendable>: Sendable {
    /// How messages name the kind when none is kept.
    let kind: KeptKind
    let clock: any WallClock
    /// What is wrong with a fetched value at a moment, or nil when it is plausible.
    let implausibility: @Sendable (Value, Date) -> String?

    /// One place: `kept` is its kept copy, `fetch` asks for its value, `keep` keeps it as fetched at a moment.
    func serve(
        _ place: Place, policy: FetchPolicy, kept: KeptCopy<Value>?,
        fetch: () async throws(WeatherError) -> Value,
        keep: (Value, Date) async throws(WeatherError) -> Void
    ) async throws(WeatherError) -> (copy: KeptCopy<Value>, origin: WeatherReport.Origin) {
        let served = await serve(
            [place], policy: policy, kept: { place in (place, kept) },
            fetch: { _ in
                do throws(WeatherError) {
                    return [.success(try await fetch())]
                } catch {
                    return [.failure(error)]
                }
            },
            keep: { place, value throws(WeatherError) in
                let fetchedAt = clock.now
                try await keep(value, fetchedAt)
                return (KeptCopy(place: place, value: value, fetchedAt: fetchedAt), .network)
            })
        guard let result = served.first else { throw .internalFailure(detail: "a place was left unserved") }
        return try result.get()
    }

    /// Many places at once: each place's kept copy while the policy accepts its age (`kept` gives the place as
    /// it is to be asked for, which a kept one may name otherwise, and its copy); the others fetched together
    /// (`fetch` gives one result per place it is handed, in order), each checked, then kept (`keep` says as
    /// what copy, and from where), or on a failure served from its kept copy with the reason.
    func serve(
        _ places: [Place], policy: FetchPolicy,
        kept: (Place) async throws(WeatherError) -> (asked: Place, copy: KeptCopy<Value>?),
        fetch: ([Place]) async -> [Result<Value, WeatherError>],
        keep: (Place, Value) async throws(WeatherError) -> (KeptCopy<Value>, WeatherReport.Origin)
    ) async -> [Result<(copy: KeptCopy<Value>, origin: WeatherReport.Origin), WeatherError>] {
        var results = [Result<(copy: KeptCopy<Value>, origin: WeatherReport.Origin), WeatherError>?](
            repeating: nil, count: places.count)
        var due: [(index: Int, place: Place, kept: KeptCopy<Value>?)] = []
        for (index, asked) in places.enumerated() {
            do throws(WeatherError) {
                let (place, copy) = try await kept(asked)
                if let copy, let origin = policy.origin(ofCopyFetchedAt: copy.fetchedAt, now: clock.now) {
                    results[index] = .success((copy, origin))
                } else if policy == .offline {
                    throw .notCached(query: "\(place.name),\(place.countryCode)", kind: kind)
                } else {
                    due.append((index, place, copy))
                }
            } catch {
                results[index] = .failure(error)
            }
        }
        if !due.isEmpty {
            let fetched = await fetch(due.map(\.place))
            for (number, item) in due.enumerated() {
                let place = item.place
                let result =
                    number < fetched.count
                    ? fetched[number] : .failure(.unreadableResponse(detail: "the reply left a place out"))
                results[item.index] = await settle(place, result, kept: item.kept, keep: keep)
            }
        }
        return results.map { $0 ?? .failure(.internalFailure(detail: "a place was left unserved")) }
    }

    /// A fetched value checked and kept; a failure of the fetch or the check served from the kept copy, with
    /// the reason, where there is one.
    private func settle(
        _ place: Place, _ fetched: Result<Value, WeatherError>, kept: KeptCopy<Value>?,
        keep: (Place, Value) async throws(WeatherError) -> (KeptCopy<Value>, WeatherReport.Origin)
    ) async -> Result<(copy: KeptCopy<Value>, origin: WeatherReport.Origin), WeatherError> {
        let value: Value
        do throws(WeatherError) {
            value = try fetched.get()
            if let problem = implausibility(value, clock.now) {
                throw WeatherError.unreadableResponse(detail: problem)
            }
        } catch {
            guard let kept else { return .failure(error.naming(place)) }
            return .success((kept, .fallback(error.naming(place))))
        }
        do throws(WeatherError) {
            let (copy, origin) = try await keep(place, value)
            return .success((copy, origin))
        } catch {
            return .failure(error)
        }
    }
}
