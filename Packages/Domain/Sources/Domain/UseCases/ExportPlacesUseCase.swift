/// Lists the saved places for `wxapp export`, without touching the network.
public struct ExportPlacesUseCase: Sendable {
    private let repository: any WeatherRepository

    public init(repository: any WeatherRepository) {
        self.repository = repository
    }

    /// Every saved place, in the order it was first saved.
    public func execute() async throws(WeatherError) -> [Place] {
        try await repository.savedPlaces()
    }
}
