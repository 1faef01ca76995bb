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
    private let here: (any HereRepository)?

    /// `here` finds "here", when given.
    public init(
        resolver: PlaceResolver, finder: SavedPlaceFinder, repository: any WeatherRepository,
        here: (any HereRepository)? = nil
    ) {
        self.resolver = resolver
        self.finder = finder
        self.repository = repository
        self.here = here
    }

    /// One outcome per query, in order; a failed query does not stop the others. The places found are
    /// fetched together, in as few requests as the service allows. `name`, for one query, is the name the
    /// place is saved under ("Home" for "48.85,2.35").
    public func execute(_ queries: [String], offline: Bool, name: String? = nil) async -> [Outcome] {
        var found: [Result<Place, WeatherError>] = []
        for raw in queries {
            do throws(WeatherError) {
                let place = try await place(raw, offline: offline)
                found.append(
                    .success(
                        try name.map { (name) throws(WeatherError) in place.named(try PlaceQuery(name).text) }
                            ?? place))
            } catch {
                found.append(.failure(error))
            }
        }
        let reports = await found.fetchingFound { places in
            await repository.reports(for: places, policy: offline ? .offline : .refresh)
        }
        return zip(queries, reports).map { Outcome(query: $0, result: $1) }
    }

    /// The place `raw` names: a saved one when offline, else any the resolver finds.
    private func place(_ raw: String, offline: Bool) async throws(WeatherError) -> Place {
        let query = try PlaceQuery(raw)
        // "here" saves the place found there, under its own name.
        if query.namesHere, let here { return try await here.here(offline: offline) }
        guard offline else {
            let place = try await resolver.resolve(query)
            guard query.coordinates != nil else { return place }
            return PlaceResolver.namedApart(
                place, from: try await repository.savedPlaces(named: SearchKey(place.name)))
        }
        do {
            return try await finder.find(query)
        } catch .placeNotSaved {
            // A place looked at is added with what is kept of it.
            let looked = Place.bestMatches(
                for: query, among: try await repository.lookedAtPlaces(named: query.nameKey))
            guard looked.count == 1, let place = looked.first else { throw .notCached(query: query.text) }
            return place
        }
    }
}
