import Domain
import ProviderKit

extension KeptDataDescription where Value == AirQuality {
    /// Air quality: asked of `service` one place at a time, kept in `store` beside its place.
    public static func airQuality(store: SQLiteWeatherStore, service: any AirQualityService) -> Self {
        Self(
            kind: .airQuality, store: store.keptAirQuality,
            fetch: oneByOne { place throws(WeatherError) in
                try await service.airQuality(at: place.coordinates)
            },
            implausibility: { $0.implausibility(at: $1) })
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
