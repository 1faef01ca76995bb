/// Imports a list of places: every entry is resolved first, and one that cannot be means nothing is
/// imported; then each place's weather is fetched and saved, as `add` does.
public struct ImportPlacesUseCase: Sendable {
    private let source: any PlaceListSource
    private let resolver: PlaceResolver
    private let repository: any WeatherRepository

    public init(source: any PlaceListSource, resolver: PlaceResolver, repository: any WeatherRepository) {
        self.source = source
        self.resolver = resolver
        self.repository = repository
    }

    /// One outcome per distinct place, in the file's order; throws before saving anything when the file
    /// cannot be read or lists a place that cannot be found. The places are fetched together, in as few
    /// requests as the service allows.
    public func execute(path: String) async throws(WeatherError) -> [AddPlacesUseCase.Outcome] {
        let places = try await resolve(try source.entries(at: path), path: path)
        let reports = await repository.reports(for: places, policy: .refresh)
        return zip(places, reports).map { place, result in
            AddPlacesUseCase.Outcome(query: "\(place.name),\(place.countryCode)", result: result)
        }
    }

    private func resolve(_ entries: [PlaceListEntry], path: String) async throws(WeatherError) -> [Place] {
        var places: [Place] = []
        var unknown: [UnknownPlaceEntry] = []
        for (number, entry) in zip(1..., entries) {
            let place: Place
            switch entry {
            case .place(let known):
                place = known
            case .query(let query):
                do {
                    place = try await resolver.resolve(query)
                } catch .placeNotFound, .capitalUnknown {
                    unknown.append(UnknownPlaceEntry(query: query.text, number: number))
                    continue
                }
            }
            if !places.contains(where: { $0.key == place.key }) {
                places.append(place)
            }
        }
        guard unknown.isEmpty else {
            throw .invalidPlaceList(.unknownPlaces(path: path, entries: unknown))
        }
        return places
    }
}
