/// Removes saved places; every query must name a saved place, or nothing is removed.
public struct DeletePlacesUseCase: Sendable {
    private let finder: SavedPlaceFinder
    private let repository: any WeatherRepository

    public init(finder: SavedPlaceFinder, repository: any WeatherRepository) {
        self.finder = finder
        self.repository = repository
    }

    /// The places removed, in the order asked.
    public func execute(_ queries: [String]) async throws(WeatherError) -> [Place] {
        var places: [Place] = []
        for raw in queries {
            let place = try await finder.find(try PlaceQuery(raw))
            if !places.contains(place) {
                places.append(place)
            }
        }
        _ = try await repository.delete(places.map(\.key))
        return places
    }

    /// Every saved place removed, in saved order.
    public func executeAll() async throws(WeatherError) -> [Place] {
        let saved = try await repository.savedPlaces()
        _ = try await repository.deleteAll()
        return saved
    }
}
