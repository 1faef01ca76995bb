import Domain
import FoundationEssentials

/// Serves forecasts from the store while they are fresh, fetches when they are stale, and falls back to
/// the stored copy, with the reason, when fetching fails. The place's current observation is never touched.
public struct CachingForecastRepository: ForecastRepository {
    private let store: any ForecastStore
    private let service: any ForecastService
    private let clock: any WallClock

    public init(store: any ForecastStore, service: any ForecastService, clock: any WallClock) {
        self.store = store
        self.service = service
        self.clock = clock
    }

    public func forecast(for place: Place, policy: FetchPolicy) async throws(WeatherError) -> ForecastReport {
        let cached = try await store.forecast(for: place.key)
        if let cached, let origin = cachedOrigin(of: cached, policy: policy) {
            return ForecastReport(cached, origin: origin)
        }
        if policy == .offline {
            throw .notCached(query: "\(place.name),\(place.countryCode)")
        }
        let forecast: Forecast
        do {
            forecast = try await service.forecast(at: place.coordinates)
        } catch {
            let reason = Self.named(error, place: place)
            guard let cached else { throw reason }
            return ForecastReport(cached, origin: .fallback(reason))
        }
        let fetchedAt = clock.now
        try await store.saveForecast(forecast, for: place.key, fetchedAt: fetchedAt)
        return ForecastReport(place: place, forecast: forecast, fetchedAt: fetchedAt, origin: .network)
    }

    /// The origin a cached copy is served with under `policy`, or nil when it must be fetched.
    private func cachedOrigin(of cached: CachedForecast, policy: FetchPolicy) -> WeatherReport.Origin? {
        switch policy {
        case .offline:
            return .offline
        case .refresh:
            return nil
        case .cacheFirst(let lifetime):
            let age = clock.now.timeIntervalSince(cached.fetchedAt)
            return age >= 0 && age <= lifetime ? .cache : nil
        }
    }

    private static func named(_ error: WeatherError, place: Place) -> WeatherError {
        if case .placeNotFound = error {
            return .placeNotFound(query: "\(place.name),\(place.countryCode)")
        }
        return error
    }
}

extension ForecastReport {
    init(_ cached: CachedForecast, origin: WeatherReport.Origin) {
        self.init(place: cached.place, forecast: cached.forecast, fetchedAt: cached.fetchedAt, origin: origin)
    }
}
