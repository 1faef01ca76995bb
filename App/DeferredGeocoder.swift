import Domain

/// The providers' place search, made when a name is first looked up online, never for a run that finds
/// its place offline (a saved place, the catalog or the gazetteer).
struct DeferredGeocoder: GeocodingRepository {
    let make: @Sendable () throws(WeatherError) -> any GeocodingRepository

    func places(matching query: PlaceQuery, limit: Int) async throws(WeatherError) -> [Place] {
        try await make().places(matching: query, limit: limit)
    }
}
