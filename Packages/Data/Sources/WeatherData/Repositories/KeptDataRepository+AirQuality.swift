import Domain
import ProviderKit

extension KeptDataDescription where Value == AirQuality {
    /// Air quality: asked of `service` one place at a time, checked at the moment `clock` tells, and kept in
    /// `store` beside its place.
    public static func airQuality(
        store: SQLiteWeatherStore, service: any AirQualityService, clock: any WallClock
    )
        -> Self
    {
        Self(
            kind: .airQuality, store: store.keptAirQuality,
            fetch: oneByOne(clock: clock) { place throws(WeatherError) in
                try await service.airQuality(at: place.coordinates)
            })
    }
}

extension KeptDataRepository: AirQualityRepository where Value == AirQuality {
    public func airQuality(for place: Place, policy: FetchPolicy) async throws(WeatherError)
        -> AirQualityReport
    {
        try await report(for: place, policy: policy)
    }

    public func keptAirQuality() async throws(WeatherError) -> [AirQualityReport] {
        try await allKept()
    }
}
