/// Lists every saved place with its weather, refreshing what the policy says is stale.
public struct ListPlacesUseCase: Sendable {
    private let repository: any WeatherRepository

    public init(repository: any WeatherRepository) {
        self.repository = repository
    }

    public func execute(policy: FetchPolicy) async throws(WeatherError) -> [WeatherReport] {
        try await repository.reports(policy: policy)
    }

    /// The saved places, in their order, without their weather.
    public func savedPlaces() async throws(WeatherError) -> [Place] {
        try await repository.savedPlaces()
    }
}
