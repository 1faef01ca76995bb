/// Removes saved places: each query that names a saved place removes it, whatever the others name.
public struct DeletePlacesUseCase: Sendable {
    private let finder: SavedPlaceFinder
    private let repository: any WeatherRepository

    public init(finder: SavedPlaceFinder, repository: any WeatherRepository) {
        self.finder = finder
        self.repository = repository
    }

    /// What became of each query, in the order asked: the place it removed, or why it removed none. The
    /// places found are removed together, in one transaction; when that fails, the error is thrown and
    /// nothing is removed.
    public func execute(_ queries: [String]) async throws(WeatherError) -> [Result<Place, WeatherError>] {
        var outcomes: [Result<Place, WeatherError>] = []
        for raw in queries {
            do throws(WeatherError) {
                outcomes.append(.success(try await finder.find(try PlaceQuery(raw))))
            } catch {
                outcomes.append(.failure(error))
            }
        }
        var keys: [PlaceKey] = []
        for case .success(let place) in outcomes where !keys.contains(place.key) {
            keys.append(place.key)
        }
        _ = try await repository.delete(keys)
        return outcomes
    }

    /// Every saved place removed, in saved order.
    public func executeAll() async throws(WeatherError) -> [Place] {
        let saved = try await repository.savedPlaces()
        _ = try await repository.deleteAll()
        return saved
    }
}
