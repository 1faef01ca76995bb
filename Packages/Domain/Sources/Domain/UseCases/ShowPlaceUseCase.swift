/// Shows one saved place, refreshing it when the policy says it is stale.
public struct ShowPlaceUseCase: Sendable {
    private let finder: SavedPlaceFinder
    private let repository: any WeatherRepository

    public init(finder: SavedPlaceFinder, repository: any WeatherRepository) {
        self.finder = finder
        self.repository = repository
    }

    public func execute(_ raw: String, policy: FetchPolicy) async throws(WeatherError) -> WeatherReport {
        let query = try PlaceQuery(raw)
        let place = try await finder.find(query)
        return try await repository.report(for: place, policy: policy)
    }
}
