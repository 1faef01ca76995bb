/// Shows the weather of one place, saved or not, refreshing it when the policy says it is stale.
public struct ShowPlaceUseCase: Sendable {
    private let finder: PlaceLookup
    private let repository: any WeatherRepository

    public init(finder: PlaceLookup, repository: any WeatherRepository) {
        self.finder = finder
        self.repository = repository
    }

    /// The weather of the place `raw` names; without `geocoding`, a place not saved or looked at before is
    /// found only where the catalog or the offline gazetteer knows it, so that no lookup is ever asked.
    public func execute(_ raw: String, policy: FetchPolicy, geocoding: Bool = true) async throws(WeatherError)
        -> WeatherReport
    {
        let query = try PlaceQuery(raw)
        let place = try await finder.find(query, offline: policy == .offline, geocoding: geocoding)
        return try await repository.report(for: place, policy: policy)
    }

    /// The weather of the place each of `raws` names, in order, or why there is none; a failed one does not
    /// stop the others.
    public func execute(_ raws: [String], policy: FetchPolicy) async -> [Result<WeatherReport, WeatherError>]
    {
        var results: [Result<WeatherReport, WeatherError>] = []
        for raw in raws {
            do throws(WeatherError) {
                results.append(.success(try await execute(raw, policy: policy)))
            } catch {
                results.append(.failure(error))
            }
        }
        return results
    }
}
