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
        if let cached, let origin = policy.origin(ofCopyFetchedAt: cached.fetchedAt, now: clock.now) {
            return ForecastReport(cached, origin: origin)
        }
        if policy == .offline {
            throw .notCached(query: "\(place.name),\(place.countryCode)")
        }
        var forecast: Forecast
        do throws(WeatherError) {
            forecast = try await service.forecast(at: place.coordinates)
            if let problem = forecast.entries.lazy.compactMap(\.readings.implausibleReading).first {
                throw WeatherError.unreadableResponse(
                    detail: "the forecast's \(problem) is outside physical bounds")
            }
        } catch {
            let reason = error.naming(place)
            guard let cached else { throw reason }
            return ForecastReport(cached, origin: .fallback(reason))
        }
        // A forecast without the place's offset from UTC is cut into the days of the place's own clock,
        // as its saved current reading gives it, rather than into UTC's.
        if !forecast.utcOffsetIsKnown, let offset = try await store.observedUTCOffset(for: place.key) {
            forecast = forecast.withUTCOffset(offset)
        }
        let fetchedAt = clock.now
        try await store.saveForecast(forecast, for: place.key, fetchedAt: fetchedAt)
        return ForecastReport(place: place, forecast: forecast, fetchedAt: fetchedAt, origin: .network)
    }

}

extension ForecastReport {
    init(_ cached: CachedForecast, origin: WeatherReport.Origin) {
        self.init(place: cached.place, forecast: cached.forecast, fetchedAt: cached.fetchedAt, origin: origin)
    }
}
