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
        let cached = try await store.airQuality(for: place.key)
        if let cached, let origin = policy.origin(ofCopyFetchedAt: cached.fetchedAt, now: clock.now) {
            return AirQualityReport(
                place: cached.place, air: cached.air, fetchedAt: cached.fetchedAt, origin: origin)
        }
        if policy == .offline {
            throw .notCached(query: "\(place.name),\(place.countryCode)", kind: .airQuality)
        }
        let air: AirQuality
        do throws(WeatherError) {
            air = try await service.airQuality(at: place.coordinates)
            if let problem = air.implausibility(at: clock.now) {
                throw WeatherError.unreadableResponse(detail: problem)
            }
        } catch {
            let reason = error.naming(place)
            guard let cached else { throw reason }
            return AirQualityReport(
                place: cached.place, air: cached.air, fetchedAt: cached.fetchedAt, origin: .fallback(reason))
        }
        let fetchedAt = clock.now
        try await store.saveAirQuality(air, for: place.key, fetchedAt: fetchedAt)
        return AirQualityReport(place: place, air: air, fetchedAt: fetchedAt, origin: .network)
    }

    public func keptAirQuality() async throws(WeatherError) -> [AirQualityReport] {
        try await store.allAirQuality().map {
            AirQualityReport(place: $0.place, air: $0.air, fetchedAt: $0.fetchedAt, origin: .offline)
        }
    }
}
