import Domain
import FoundationEssentials
import ProviderKit

/// Serves forecasts from the store while they are fresh, fetches when they are stale, and falls back to
/// the stored copy, with the reason, when fetching fails. The place's current observation is never touched.
public struct CachingForecastRepository: ForecastRepository {
    private let store: any ForecastStore
    private let service: any ForecastService
    private let clock: any WallClock
    private let zones: (any TimeZoneRules)?

    /// `zones` gives the offsets of a place's zone; without them (or a zone) one offset holds throughout.
    public init(
        store: any ForecastStore, service: any ForecastService, clock: any WallClock,
        zones: (any TimeZoneRules)? = nil
    ) {
        self.store = store
        self.service = service
        self.clock = clock
        self.zones = zones
    }

    public func forecast(for place: Place, policy: FetchPolicy) async throws(WeatherError) -> ForecastReport {
        guard let result = await forecasts(for: [place], policy: policy).first else {
            throw .internalFailure(detail: "a forecast was asked for and none came back")
        }
        return try result.get()
    }

    public func forecasts(for places: [Place], policy: FetchPolicy) async -> [Result<
        ForecastReport, WeatherError
    >] {
        let pipeline = KeptDataPipeline<Forecast>(kind: .forecast, clock: clock) { $0.implausibility(at: $1) }
        let served = await pipeline.serve(
            places, policy: policy,
            kept: { place throws(WeatherError) in
                (place, try await store.forecast(for: place.key))
            },
            fetch: { due in await forecasts(at: due.map(\.coordinates), demand: FetchDemand(policy)) },
            keep: keep)
        return served.map { result in
            result.map { served in
                zoned(
                    ForecastReport(
                        place: served.copy.place, forecast: served.copy.value,
                        fetchedAt: served.copy.fetchedAt,
                        origin: served.origin))
            }
        }
    }

    /// The forecast for each of `points`, asked for as few at a time as the service takes, one request after
    /// the other (a forecast is a large reply, and several are asked for rarely); a failed request fails each
    /// of its places.
    private func forecasts(at points: [Coordinates], demand: FetchDemand) async -> [Result<
        Forecast, WeatherError
    >] {
        var results: [Result<Forecast, WeatherError>] = []
        for range in service.requestRanges(forPlaces: points.count) {
            results += await OneRequest.results(for: Array(points[range])) { batch throws(WeatherError) in
                try await service.forecasts(at: batch, demand: demand)
            }
        }
        return results
    }

    /// Keeps a plausible forecast. A forecast without the place's offset from UTC is cut into the days of the
    /// place's own clock, as its saved current reading gives it, rather than into UTC's; a reply the service
    /// asked to be reused until it expires is as old as when it came.
    private func keep(_ place: Place, _ fetched: Forecast) async throws(WeatherError) -> (
        KeptCopy<Forecast>, WeatherReport.Origin
    ) {
        var forecast = fetched
        if !forecast.utcOffsetIsKnown, let offset = try await store.observedUTCOffset(for: place.key) {
            forecast = forecast.withUTCOffset(offset)
        }
        let arrived = KeptCopy.arrived(forecast, of: place, receivedAt: forecast.receivedAt, now: clock.now)
        try await store.saveForecast(forecast, for: place.key, fetchedAt: arrived.0.fetchedAt)
        return arrived
    }
}

extension CachingForecastRepository {
    /// `report` with its steps labelled and its days cut by the offsets the place's zone keeps over them,
    /// from a day before the first step to a day after the last: the zone the service states for the place
    /// where it states one, else the place's own.
    private func zoned(_ report: ForecastReport) -> ForecastReport {
        let forecast = report.forecast
        guard let zones, let first = forecast.entries.first, let last = forecast.entries.last else {
            return report
        }
        let place = forecast.timeZone.map(report.place.inTimeZone) ?? report.place
        let offsets = zones.offsets(
            at: place, observed: forecast.utcOffsetSeconds,
            from: first.time.addingTimeInterval(-86_400),
            through: last.time.addingTimeInterval(86_400))
        return ForecastReport(
            place: report.place, forecast: forecast.inZone(offsets), fetchedAt: report.fetchedAt,
            origin: report.origin)
    }
}
