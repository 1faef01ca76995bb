import Domain
import FoundationEssentials

/// Serves air quality from the store while it is fresh, fetches when it is stale, and falls back to the
/// stored copy, with the reason, when fetching fails.
public struct CachingAirQualityRepository: AirQualityRepository {
    private let store: any AirQualityStore
    private let service: any AirQualityService
    private let clock: any WallClock

    public init(store: any AirQualityStore, service: any AirQualityService, clock: any WallClock) {
        self.store = store
        self.service = service
        self.clock = clock
    }

    public func airQuality(for place: Place, policy: FetchPolicy) async throws(WeatherError)
        -> AirQualityReport
    {
        let pipeline = KeptDataPipeline<AirQuality>(kind: .airQuality, clock: clock) {
            $0.implausibility(at: $1)
        }
        let (copy, origin) = try await pipeline.serve(
            place, policy: policy,
            kept: try await store.airQuality(for: place.key).map {
                KeptCopy(place: $0.place, value: $0.air, fetchedAt: $0.fetchedAt)
            },
            fetch: { () async throws(WeatherError) in try await service.airQuality(at: place.coordinates) },
            keep: { air, fetchedAt async throws(WeatherError) in
                try await store.saveAirQuality(air, for: place.key, fetchedAt: fetchedAt)
            })
        return AirQualityReport(place: copy.place, air: copy.value, fetchedAt: copy.fetchedAt, origin: origin)
    }

    public func keptAirQuality() async throws(WeatherError) -> [AirQualityReport] {
        try await store.allAirQuality().map {
            AirQualityReport(place: $0.place, air: $0.air, fetchedAt: $0.fetchedAt, origin: .offline)
        }
    }
}
