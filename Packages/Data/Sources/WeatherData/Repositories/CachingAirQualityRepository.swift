import Domain
import FoundationEssentials
import ProviderKit

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
            kept: try await store.airQuality(for: place.key),
            fetch: { () async throws(WeatherError) in try await service.airQuality(at: place.coordinates) },
            keep: { air, fetchedAt async throws(WeatherError) in
                try await store.saveAirQuality(air, for: place.key, fetchedAt: fetchedAt)
            })
        return AirQualityReport(copy, origin: origin)
    }

    public func keptAirQuality() async throws(WeatherError) -> [AirQualityReport] {
        try await store.allAirQuality().map { AirQualityReport($0, origin: .offline) }
    }
}

extension AirQualityReport {
    init(_ kept: KeptCopy<AirQuality>, origin: WeatherReport.Origin) {
        self.init(place: kept.place, air: kept.value, fetchedAt: kept.fetchedAt, origin: origin)
    }
}
