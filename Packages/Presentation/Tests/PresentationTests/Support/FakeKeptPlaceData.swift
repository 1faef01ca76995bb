import Domain

/// What the fake repositories keep for a place, gathered as the store gathers it.
struct FakeKeptPlaceData: KeptPlaceDataRepository {
    let air: FakeAirQualityRepository
    let normals: FakeNormalsRepository
    let alerts: FakeAlertsRepository

    func keptData(for place: Place) async throws(WeatherError) -> KeptPlaceData {
        let kept = try await air.keptAirQuality().first { $0.place.key == place.key }
        return KeptPlaceData(
            air: kept, normals: try await normals.keptNormals(for: place),
            alerts: try await alerts.keptAlerts(for: place))
    }
}
