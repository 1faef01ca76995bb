import Domain

/// Normals kept in memory by place; a place without any has none kept, and fetching them fails offline.
struct FakeNormalsRepository: ClimateNormalsRepository {
    var kept: [PlaceKey: ClimateNormals] = [:]

    func keptNormals(for place: Place) async throws(WeatherError) -> ClimateNormals? {
        kept[place.key]
    }

    func normals(for place: Place) async throws(WeatherError) -> ClimateNormals {
        guard let normals = kept[place.key] else { throw .networkUnavailable(detail: "no network in tests") }
        return normals
    }
}
