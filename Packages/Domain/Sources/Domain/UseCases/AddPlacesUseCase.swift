/// Adds places: resolves each query, fetches its weather and saves it (a saved place is refreshed).
public struct AddPlacesUseCase: Sendable {
    /// What became of one query.
    public struct Outcome: Sendable, Equatable {
        public let query: String
        public let result: Result<WeatherReport, WeatherError>
    }

    private let resolver: PlaceResolver
    private let finder: SavedPlaceFinder
    private let repository: any WeatherRepository

    public init(resolver: PlaceResolver, finder: SavedPlaceFinder, repository: any WeatherRepository) {
        self.resolver = resolver
        self.finder = finder
        self.repository = repository
    }

    /// One outcome per query, in order; a failed query does not stop the others.
    public func execute(_ queries: [String], offline: Bool) async -> [Outcome] {
        var outcomes: [Outcome] = []
        for raw in queries {
            do {
                let report = try await add(raw, offline: offline)
                outcomes.append(Outcome(query: raw, result: .success(report)))
            } catch {
                outcomes.append(Outcome(query: raw, result: .failure(error)))
            }
        }
        return outcomes
    }

    private func add(_ raw: String, offline: Bool) async throws(WeatherError) -> WeatherReport {
        let query = try PlaceQuery(raw)
        if offline {
            let place: Place
            do {
                place = try await finder.find(query)
            } catch .placeNotSaved {
                throw .notCached(query: query.text)
            }
            return try await repository.report(for: place, policy: .offline)
        }
        let place = try await resolver.resolve(query)
        return try await repository.report(for: place, policy: .refresh)
    }
}
